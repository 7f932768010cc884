import type { GlobalSettings } from '@wb/contract';
import Link from 'next/link';
import { BagIcon } from '@/components/ui/icons';
import { AccountLink } from '@/features/account/AccountLink';
import { CartBadge, CartLink } from '@/features/cart/CartBadge';
import { NoticeBell } from '@/features/notices/NoticeBell';
import type { CategoryNode } from '@/lib/types';
import { HeaderSearch } from './HeaderSearch';

export function Logo() {
  return (
    <Link
      prefetch={false}
      href="/"
      className="flex min-h-11 shrink-0 items-center gap-2"
      aria-label="وندر بيوتي — الرئيسية"
    >
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <circle cx="16" cy="16" r="16" fill="var(--color-brand-100)" />
        <path
          d="M16 7c1.8 3.6 1.8 6.4 0 9-1.8-2.6-1.8-5.4 0-9zm0 9c3.2-2.5 6-3 8.6-1.6-1.4 3-4.6 3.8-8.6 1.6zm0 0c-3.2-2.5-6-3-8.6-1.6 1.4 3 4.6 3.8 8.6 1.6zM16 16v9"
          fill="none"
          stroke="var(--color-brand-600)"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg font-bold tracking-tight text-brand-800">وندر بيوتي</span>
    </Link>
  );
}

/** Header: announcement, logo, search, account, the notices' bell (signed in) and cart, and the category menu (a scrollable row of links). */
export function Header({ categories, settings }: { categories: CategoryNode[]; settings: GlobalSettings | null }) {
  return (
    <header className="border-b border-line bg-white md:sticky md:top-0 md:z-40">
      {settings?.announcement ? (
        <p className="bg-brand-700 px-4 py-1.5 text-center text-xs font-medium text-white">{settings.announcement}</p>
      ) : null}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 md:flex-nowrap">
        <Logo />
        <div className="order-last w-full md:order-none md:w-auto md:flex-1">
          <HeaderSearch />
        </div>
        <nav aria-label="الحساب" className="ms-auto flex items-center gap-1">
          <AccountLink className="hidden min-h-11 items-center gap-1.5 rounded-full px-3 text-sm text-ink hover:bg-brand-50 md:flex" />
          <NoticeBell className="relative flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-ink hover:bg-brand-50" />
          <CartLink className="relative flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm text-ink hover:bg-brand-50">
            <BagIcon size={20} /> <span className="hidden md:inline">السلة</span>
            <span className="sr-only md:hidden">السلة</span>
            {/* After the label, so a screen reader says "السلة" and then the count; drawn over the icon. */}
            <CartBadge className="top-1 start-6" />
          </CartLink>
        </nav>
      </div>
      <nav aria-label="الأقسام" className="border-t border-line/70">
        <ul className="scrollbar-none mx-auto flex max-w-7xl gap-1 overflow-x-auto px-3 text-sm">
          <li>
            <Link
              prefetch={false}
              href="/categories"
              className="flex min-h-11 items-center whitespace-nowrap px-3 font-bold text-brand-700"
            >
              كل الأقسام
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                prefetch={false}
                href={`/products?category=${category.id}`}
                className="flex min-h-11 items-center whitespace-nowrap px-3 text-ink hover:text-brand-700"
              >
                {category.name}
              </Link>
            </li>
          ))}
          <li>
            <Link
              prefetch={false}
              href="/brands"
              className="flex min-h-11 items-center whitespace-nowrap px-3 text-ink hover:text-brand-700"
            >
              الماركات
            </Link>
          </li>
          <li>
            <Link
              prefetch={false}
              href="/offer-page"
              className="flex min-h-11 items-center whitespace-nowrap px-3 font-medium text-sale"
            >
              العروض
            </Link>
          </li>
          <li>
            <Link
              prefetch={false}
              href="/articles"
              className="flex min-h-11 items-center whitespace-nowrap px-3 text-ink hover:text-brand-700"
            >
              نصائح ومقالات
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
