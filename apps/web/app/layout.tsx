import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { Suspense } from 'react';
import { CartClicks } from '@/features/cart/CartClicks';
import { MarketingPopups } from '@/features/popups/MarketingPopups';
import { BottomNav } from '@/features/shell/BottomNav';
import { ComingSoonClicks } from '@/features/shell/ComingSoonClicks';
import { CookieBanner } from '@/features/shell/CookieBanner';
import { Footer } from '@/features/shell/Footer';
import { fontsAfterLoadScript } from '@/features/shell/fonts-after-load';
import { Header } from '@/features/shell/Header';
import { MarketingTag } from '@/features/shell/MarketingTag';
import { NavigationProgress } from '@/features/shell/NavigationProgress';
import { ScrollManager } from '@/features/shell/scroll';
import { Toaster } from '@/features/shell/Toaster';
import { NONCE_HEADER } from '@/lib/content-security-policy';
import { tryShellData } from '@/lib/server/catalog';
import { SITE_DESCRIPTION, SITE_NAME, siteUrl } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: `${SITE_NAME} | منتجات التجميل والعناية في العراق`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  openGraph: { type: 'website', siteName: SITE_NAME, locale: 'ar_IQ' },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#d12d66',
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Reading the request makes every page render per request: its scripts must carry the nonce of the response's
  // Content-Security-Policy (proxy.ts). The shell's data still comes from Next's data cache.
  const [{ categories, settings }, requestHeaders] = await Promise.all([tryShellData(), headers()]);
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;
  return (
    // The fonts script may add a class to <html> before React hydrates it.
    <html lang="ar" dir="rtl" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of ours, no user input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: fontsAfterLoadScript }} />
      </head>
      <body className="flex min-h-dvh flex-col">
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
        <ComingSoonClicks />
        <CartClicks />
        <CookieBanner />
        {/* Streamed: the page never waits for popups, and a failure there shows none. */}
        <Suspense fallback={null}>
          <MarketingPopups />
        </Suspense>
        <ScrollManager />
        <MarketingTag />
      </body>
    </html>
  );
}
