import Link from 'next/link';
import { pageWindow } from '@/lib/pagination';
import { ChevronIcon } from './icons';

/**
 * Numbered page links (work without script; each page has its own URL). `hrefFor(page)` builds the URL so the
 * other search params of the page are kept.
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  const cell = 'grid min-h-11 min-w-11 place-items-center rounded-full px-3 text-sm font-medium';
  return (
    <nav aria-label="الصفحات" className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 && (
        <Link
          prefetch={false}
          href={hrefFor(page - 1)}
          rel="prev"
          className={`${cell} bg-white ring-1 ring-line hover:bg-brand-50`}
        >
          <span className="flex items-center gap-1">
            <ChevronIcon size={16} className="rotate-180" /> السابق
          </span>
        </Link>
      )}
      {pages.map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the gaps have no identity of their own.
          <span key={`gap-${index}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : item === page ? (
          <span key={item} aria-current="page" className={`${cell} bg-brand-600 text-white`}>
            {item}
          </span>
        ) : (
          <Link
            prefetch={false}
            key={item}
            href={hrefFor(item)}
            className={`${cell} bg-white ring-1 ring-line hover:bg-brand-50`}
          >
            {item}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link
          prefetch={false}
          href={hrefFor(page + 1)}
          rel="next"
          className={`${cell} bg-white ring-1 ring-line hover:bg-brand-50`}
        >
          <span className="flex items-center gap-1">
            التالي <ChevronIcon size={16} />
          </span>
        </Link>
      )}
    </nav>
  );
}
