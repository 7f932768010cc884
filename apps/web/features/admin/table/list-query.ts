import type { z } from 'zod';
import { firstParam, type SearchParams, withParams } from '@/lib/search-params';

/**
 * A desk list's state lives in its URL (`?status=pending&sort=total&direction=asc&page=3`): a link or a reload shows
 * the same list, and the back button steps through filters. These read and write that state.
 */

/**
 * The URL read through the API's own query schema, field by field: a value the API would refuse (a hand-edited
 * `?status=lost`) is dropped, so the page shows the list without that filter instead of an error.
 */
export function readListQuery<S extends z.ZodObject>(schema: S, params: SearchParams): Partial<z.output<S>> {
  const query: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = firstParam(params[key]);
    if (raw === undefined) continue;
    const parsed = (field as z.ZodType).safeParse(raw);
    if (parsed.success && parsed.data !== undefined) query[key] = parsed.data;
  }
  return query as Partial<z.output<S>>;
}

export type SortDirection = 'asc' | 'desc';

export interface ListSort {
  /** The column sorted on now (the API's default when the URL says none). */
  by: string;
  direction: SortDirection;
}

/** The URL that sorts on `key`: the same column again flips the direction; another starts at `first`. */
export function sortHref(
  base: string,
  params: SearchParams,
  current: ListSort,
  key: string,
  first: SortDirection = 'desc',
): string {
  const direction: SortDirection = current.by === key ? (current.direction === 'asc' ? 'desc' : 'asc') : first;
  // A new order starts on page 1: page 7 of another order is an arbitrary slice.
  return withParams(base, params, { sort: key, direction, page: undefined });
}

/** The URL of page `page` of the same list (page 1 has no `page` parameter). */
export function pageHref(base: string, params: SearchParams, page: number): string {
  return withParams(base, params, { page: page > 1 ? String(page) : undefined });
}

/** The parts of a list's query that only arrange it; anything else narrows it to fewer rows. */
const ARRANGING = new Set(['page', 'limit', 'sort', 'direction']);

/** Whether the list is narrowed by a filter or a search (its empty state then says "nothing matches", not "none yet"). */
export const isFiltered = (query: object): boolean =>
  Object.entries(query).some(([key, value]) => value !== undefined && !ARRANGING.has(key));

/** A sortable table's sorting: the URL's column and direction, or the API's default column, newest first. */
export const listSorting = (
  base: string,
  params: SearchParams,
  query: { sort?: string | undefined; direction?: SortDirection | undefined },
  defaultBy: string,
) => ({ base, params, current: { by: query.sort ?? defaultBy, direction: query.direction ?? 'desc' } });
