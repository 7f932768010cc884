import Link from 'next/link';
import type { ReactNode } from 'react';
import { ChevronIcon } from './icons';

export function Container({
  children,
  className = '',
  narrow = false,
}: {
  children: ReactNode;
  className?: string;
  /** Reading width (content pages, FAQ) instead of the catalogue's full width. */
  narrow?: boolean;
}) {
  return <div className={`mx-auto w-full px-4 ${narrow ? 'max-w-3xl' : 'max-w-7xl'} ${className}`}>{children}</div>;
}

export interface Crumb {
  label: string;
  href?: string;
}

/** Breadcrumbs, with the home page first. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: 'الرئيسية', href: '/' }, ...items];
  return (
    <nav aria-label="مسار التنقل" className="scrollbar-none overflow-x-auto py-3 text-xs text-muted">
      <ol className="flex items-center gap-1 whitespace-nowrap">
        {all.map((item, index) => (
          <li key={item.href ?? item.label} className="flex items-center gap-1">
            {index > 0 && <ChevronIcon size={12} className="opacity-60" />}
            {item.href && index < all.length - 1 ? (
              <Link prefetch={false} href={item.href} className="inline-block py-1 hover:text-brand-700">
                {item.label}
              </Link>
            ) : (
              <span aria-current={index === all.length - 1 ? 'page' : undefined} className="text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PageTitle({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <header className="mb-5">
      <h1 className="text-xl font-bold text-ink md:text-2xl">{title}</h1>
      {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
    </header>
  );
}

export function SectionHeading({
  title,
  href,
  linkLabel = 'عرض الكل',
}: {
  title: string;
  href?: string;
  linkLabel?: string;
}) {
  return (
    <div className="mb-3 flex items-end justify-between gap-3">
      <h2 className="text-lg font-bold text-ink md:text-xl">{title}</h2>
      {href ? (
        <Link
          prefetch={false}
          href={href}
          className="flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
        >
          {linkLabel} <ChevronIcon size={16} />
        </Link>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-card bg-white px-6 py-12 text-center ring-1 ring-line">
      <p className="text-base font-bold text-ink">{title}</p>
      {children ? <div className="mt-2 text-sm text-muted">{children}</div> : null}
    </div>
  );
}

/** A page whose feature arrives in a later issue: says so plainly, with ways back into the shop. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <Container className="py-10">
      <div className="mx-auto max-w-lg rounded-card bg-white px-6 py-12 text-center ring-1 ring-line">
        <h1 className="text-xl font-bold text-ink">{title}</h1>
        <p className="mt-3 text-sm leading-7 text-muted">{description}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Link
            prefetch={false}
            href="/"
            className="grid min-h-11 place-items-center rounded-full bg-brand-600 px-6 text-sm font-medium text-white hover:bg-brand-700"
          >
            العودة إلى الرئيسية
          </Link>
          <Link
            prefetch={false}
            href="/products"
            className="grid min-h-11 place-items-center rounded-full border border-brand-200 px-6 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            تصفح المنتجات
          </Link>
        </div>
      </div>
    </Container>
  );
}

/**
 * A page's one action on a phone (the product's «أضف إلى السلة», the cart's «إتمام الطلب», the checkout's «تأكيد الطلب»)
 * with its price or total: below md the element is fixed above the bottom navigation, from md up it stays where it
 * is. Render `<ActionBarRoom />` beside it: it keeps room for the bar under the footer and lifts the toasts and the
 * cookie banner over it. (issue 24)
 */
export const ACTION_BAR_ON_PHONES =
  'max-md:fixed max-md:inset-x-0 max-md:bottom-[calc(4rem+env(safe-area-inset-bottom))] max-md:z-40 max-md:border-t max-md:border-line max-md:bg-white max-md:px-4 max-md:py-2 max-md:shadow-[0_-4px_12px_rgb(0_0_0/0.06)]';

/**
 * What a page with an action bar needs of the rest of the page on a phone: room under the footer, so its last lines
 * scroll clear of the bar, and `--action-bar-room`, which lifts the toasts and the cookie banner above it. A style
 * element rendered with the bar, not `body:has([data-action-bar])`: a `:has()` on the body is checked again on every
 * element the parser adds, and cost the product page most of its blocking time on Lighthouse's phone (TBT 342 → 40 ms, style and layout 510 → 324 ms).
 */
export function ActionBarRoom() {
  return (
    <style>
      {'@media (width < 48rem) { :root { --action-bar-room: 5rem } body > footer { padding-bottom: 10rem } }'}
    </style>
  );
}
