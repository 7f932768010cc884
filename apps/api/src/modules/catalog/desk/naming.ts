import type { brands, Executor, products } from '@wb/db';
import { eq, like, or } from 'drizzle-orm';

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

/** `base`, or `base-2`, `base-3` … whichever no row has yet in the unique `column` (a product's handle, a brand's slug). */
export async function freeName(
  executor: Executor,
  column: typeof products.handle | typeof brands.slug,
  base: string,
): Promise<string> {
  const rows = await executor
    .select({ name: column })
    .from(column.table)
    .where(or(eq(column, base), like(column, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`)));
  const used = new Set(rows.map((row) => row.name));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
