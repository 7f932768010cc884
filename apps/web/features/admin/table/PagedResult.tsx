import type { Paged } from '@wb/contract';
import type { ReactNode } from 'react';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { type SearchParams, withParams } from '@/lib/search-params';
import type { SignedInRead } from '@/lib/server/signed-in';
import { deskReadFailure } from '../ui/labels';
import { TableFooter } from './TableFooter';

/** One page of a desk list as the API answers it; the desk's long lists also say when they stopped counting. */
type ListPage<Row> = Paged<Row> & { total_capped?: boolean };

/**
 * A desk list page's result, the same on every list: the rows (drawn by `children`, usually a DataTable) and the
 * footer with the count and page links; or, when the read failed, what went wrong and a way to try again.
 */
export function PagedResult<Row>({
  base,
  params,
  read,
  children,
}: {
  base: string;
  params: SearchParams;
  read: SignedInRead<ListPage<Row>>;
  children: (rows: Row[]) => ReactNode;
}) {
  if (!read.ok) return <ReadFailed {...deskReadFailure} error={read.error} retryHref={withParams(base, params)} />;
  const list = read.data;
  return (
    <>
      {children(list.data)}
      <TableFooter
        base={base}
        params={params}
        page={list.page}
        limit={list.limit}
        total={list.total}
        totalPages={list.total_pages}
        capped={list.total_capped ?? false}
      />
    </>
  );
}
