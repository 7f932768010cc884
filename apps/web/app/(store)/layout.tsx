import { Suspense } from 'react';
import { ItemListEvents } from '@/features/analytics/ItemListEvents';
import { CartClicks } from '@/features/cart/CartClicks';
import { MarketingPopups } from '@/features/popups/MarketingPopups';
import { BottomNav } from '@/features/shell/BottomNav';
import { CookieBanner } from '@/features/shell/CookieBanner';
import { Footer } from '@/features/shell/Footer';
import { Header } from '@/features/shell/Header';
import { MarketingTag } from '@/features/shell/MarketingTag';
import { NavigationProgress } from '@/features/shell/NavigationProgress';
import { ScrollManager } from '@/features/shell/scroll';
import { Toaster } from '@/features/shell/Toaster';
import { WishlistClicks } from '@/features/wishlist/WishlistClicks';
import { tryShellData } from '@/lib/server/catalog';
import { tagManagerId } from '@/lib/server/tag-manager';

/**
 * Every shopper page (spec §2's groups: public, auth, customer, influencer, pharmacist) inside the store's frame:
 * header, footer, the bottom bar, banners and popups. The staff desk (app/admin) has a frame of its own; an address
 * that matches no page lands in `[...missing]` here, so it too gets the store's frame around the 404.
 */
export default async function StoreLayout({ children }: { children: React.ReactNode }) {
  // The shell's data comes from Next's data cache.
  const { categories, settings } = await tryShellData();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[90] focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
      >
        تخطَّ إلى المحتوى
      </a>
      <Header categories={categories} settings={settings} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer settings={settings} />
      <BottomNav />
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <Toaster />
      <CartClicks />
      <WishlistClicks />
      <CookieBanner />
      {/* Streamed: the page never waits for popups, and a failure there shows none. */}
      <Suspense fallback={null}>
        <MarketingPopups />
      </Suspense>
      <ScrollManager />
      <ItemListEvents />
      <MarketingTag containerId={tagManagerId()} />
    </>
  );
}
