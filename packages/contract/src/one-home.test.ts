import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One home for each type (DESIGN: "no hand-copied types"): the shapes the contract defines are not written out
 * again in the API, the web or the database schema. These are the copies that were found and removed; a new one
 * fails here with its file named.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = ['apps/api/src', 'apps/web', 'packages/db/src'];
const SKIP = new Set(['node_modules', '.next', 'migrations']);

const copies: Array<[what: string, pattern: RegExp]> = [
  ['the roles as a union (use Role)', /'customer' \| 'pharmacist' \| 'influencer'/],
  ['the roles as a list (use roles or isRole)', /\['customer', 'pharmacist', 'influencer'\]/],
  ["a paged list's fields (use Paged)", /total_pages: number/],
  ['the search facets (use SearchFacets)', /interface Facets\b/],
  ['the brand details (use BrandDetails)', /type BrandDetails = BrandSummary/],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('contract types', () => {
  const files = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)));

  it('are looked for in the API, the web and the database schema', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(copies)('are not copied by hand: %s', (_what, pattern) => {
    const found = files.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => relative(ROOT, file));
    expect(found).toEqual([]);
  });
});
