/**
 * A PostgreSQL array literal for one bound parameter (`${pgArray(words)}::text[]`). Drizzle expands a JS array
 * into a list of parameters, which `= any(…)` and `unnest(…)` cannot take; a literal works on both drivers.
 */
export function pgArray(values: ReadonlyArray<string | number>): string {
  const items = values.map((value) =>
    typeof value === 'number' ? String(value) : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}

/** Bounded page arithmetic shared by every list: `{ page, limit, total, total_pages }`. */
export function pageMeta(page: number, limit: number, total: number) {
  return { page, limit, total, total_pages: Math.ceil(total / limit) };
}
