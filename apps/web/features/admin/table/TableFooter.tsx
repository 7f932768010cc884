import { Pagination } from '@/components/ui/Pagination';
import { formatCount } from '@/lib/format';
import type { SearchParams } from '@/lib/search-params';
import { pageHref } from './list-query';

/** "1–20 من 345" (or "من أكثر من 1,000" when the count was capped) and the page links of a server-paged list (the store's `Pagination`, its URLs from list-query). */
export function TableFooter({
  base,
  params,
  page,
  limit,
  total,
  totalPages,
  capped = false,
}: {
  base: string;
  params: SearchParams;
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  /** The API stopped counting at `total` (a desk list's `total_capped`): "of more than 1,000". */
  capped?: boolean;
}) {
  if (total === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <p className="text-sm text-muted" aria-live="polite">
        <span dir="ltr">
          {first}–{last}
        </span>{' '}
        {capped ? `من أكثر من ${formatCount(total)}` : `من ${formatCount(total)}`}
      </p>
      <Pagination page={page} totalPages={totalPages} hrefFor={(target) => pageHref(base, params, target)} />
    </div>
  );
}
