import Link from 'next/link';
import type { ReactNode } from 'react';
import type { SearchParams } from '@/lib/search-params';
import { type ListSort, type SortDirection, sortHref } from './list-query';

/**
 * The desk's table: rows from the server, sorting by links (the state stays in the URL, see list-query.ts), a
 * caption for screen readers, and a scroll area of its own on a narrow screen that the keyboard can reach. A row's
 * main link carries `data-row-link` so `TableKeys` can move between rows with j / k.
 */
export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The API's sort key, when the column sorts. */
  sort?: string;
  /** The direction a first click sorts in (desc: newest, largest first). */
  firstDirection?: SortDirection;
  /** Numbers line up at the end and keep Western digits left to right. */
  numeric?: boolean;
  className?: string;
}

export interface TableSorting {
  base: string;
  params: SearchParams;
  current: ListSort;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sorting,
  empty,
  wide = true,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sorting?: TableSorting;
  /** What an empty list says (no rows match the filters, or none yet). */
  empty: ReactNode;
  /** A list of many columns keeps its width and scrolls on a narrow screen; a short table (false) fits its box. */
  wide?: boolean;
}) {
  if (rows.length === 0) {
    return <div className="rounded-xl border border-line bg-white px-4 py-12 text-center text-muted">{empty}</div>;
  }
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-line bg-white"
    >
      <table className={`w-full border-collapse text-sm ${wide ? 'min-w-[48rem]' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-start text-xs text-muted">
          <tr>
            {columns.map((column) => {
              const sorted = sorting && column.sort && sorting.current.by === column.sort;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sorted ? ariaSort[sorting.current.direction] : undefined}
                  className={`px-3 py-2.5 font-bold ${column.numeric ? 'text-end' : 'text-start'}`}
                >
                  {sorting && column.sort ? (
                    <Link
                      href={sortHref(sorting.base, sorting.params, sorting.current, column.sort, column.firstDirection)}
                      prefetch={false}
                      className="inline-flex items-center gap-1 rounded hover:text-ink"
                    >
                      {column.header}
                      <SortMark direction={sorted ? sorting.current.direction : null} />
                    </Link>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-line hover:bg-canvas focus-within:bg-brand-50">
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={`px-3 py-2.5 align-middle ${column.numeric ? 'text-end tabular-nums' : ''} ${column.className ?? ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SortMark({ direction }: { direction: SortDirection | null }) {
  const mark = direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕';
  return (
    <span aria-hidden="true" className={direction ? 'text-brand-700' : 'text-muted/60'}>
      {mark}
    </span>
  );
}

/** The link that opens a row (its number or name): the one `TableKeys` focuses with j / k. */
export function RowLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} prefetch={false} data-row-link="" className="font-bold text-brand-700 hover:underline">
      {children}
    </Link>
  );
}
