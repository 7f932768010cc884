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

/** An ILIKE pattern that finds `text` anywhere, its own `%`, `_` and `\\` taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether a failed statement broke a unique index (SQLSTATE 23505), however the driver wraps the error (Drizzle wraps
 * the driver's); given a `constraint`, only that one. Both drivers name the constraint on the error.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = cause as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505') continue;
    if (constraint === undefined || name === constraint) return true;
    if (typeof message === 'string' && message.includes(constraint)) return true;
  }
  return false;
}
