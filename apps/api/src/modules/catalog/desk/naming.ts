import { type Executor, rowsOf } from '@wb/db';
import { sql } from 'drizzle-orm';

/**
 * A product handle made from a title: letters and digits (Arabic ones too, without their vowel marks) joined by
 * single hyphens, lower case, at most 100 characters; `product` when the title has no letter or digit at all.
 */
export function handleFrom(title: string): string {
  const words = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let handle = '';
  for (const word of words) {
    const next = handle ? `${handle}-${word}` : word;
    if (next.length > 100) break;
    handle = next;
  }
  return handle || 'product';
}

/** `base`, or `base-2`, `base-3` … whichever no row of `table` has yet in its unique `column`. */
export async function freeName(
  executor: Executor,
  table: 'products' | 'brands',
  column: 'handle' | 'slug',
  base: string,
): Promise<string> {
  const name = sql.identifier(column);
  const rows = await rowsOf<{ name: string }>(
    executor,
    sql`select ${name} as name from ${sql.identifier(table)}
      where ${name} = ${base} or ${name} like ${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`}`,
  );
  const used = new Set(rows.map((row) => row.name));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
