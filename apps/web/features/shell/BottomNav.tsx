'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { BagIcon, GridIcon, HomeIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { CartBadge, cartHrefFor } from '@/features/cart/CartBadge';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from '@/lib/session-store';

const items = [
  { href: '/', label: 'الرئيسية', Icon: HomeIcon, match: (path: string) => path === '/' },
  {
    href: '/categories',
    label: 'الأقسام',
    Icon: GridIcon,
    match: (path: string) => path.startsWith('/categories') || path === '/products',
  },
  { href: '/search', label: 'البحث', Icon: SearchIcon, match: (path: string) => path.startsWith('/search') },
  { href: '/cart', label: 'السلة', Icon: BagIcon, match: (path: string) => path.startsWith('/cart'), guarded: true },
  {
    href: '/profile',
    label: 'حسابي',
    Icon: UserIcon,
    match: (path: string) => path.startsWith('/profile'),
    guarded: true,
  },
];

/** Phone navigation fixed at the bottom (hidden from 768 px up, where the header has it all). */
export function BottomNav() {
  const pathname = usePathname();
  const { user } = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot);
  // Staff have no shopper's account: their "account" is the desk (as in the header's AccountLink).
  const deskHref = user?.role === 'staff' || user?.role === 'admin' ? '/admin' : null;
  return (
    <nav
      aria-label="التنقل الرئيسي"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {items.map(({ href: itemHref, label, Icon, match, guarded }) => {
          const href =
            itemHref === '/profile' && deskHref ? deskHref : itemHref === '/cart' ? cartHrefFor(user?.role) : itemHref;
          const isCart = itemHref === '/cart';
          const active = isCart ? pathname.startsWith(href) : match(pathname);
          return (
            <li key={href}>
              <Link
                href={href}
                // A guest's prefetch of a guarded page is the guard's redirect to /auth, which the router would keep
                // and replay after sign-in.
                prefetch={guarded ? false : undefined}
                aria-current={active ? 'page' : undefined}
                // A guest's cart opens as a drawer (CartClicks), not as /cart, which asks her to sign in.
                data-cart-link={isCart ? '' : undefined}
                className={`relative flex h-16 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${
                  active ? 'text-brand-700' : 'text-muted'
                }`}
              >
                <Icon size={22} strokeWidth={active ? 2.2 : 1.8} />
                {label}
                {isCart ? <CartBadge className="top-2 start-[calc(50%+2px)]" /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
