import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Sorts the test files into those that need the test database (the global setup's seeded template, reached through
 * `inject('dbTemplate')`: the harness, the storefront helpers) and those that do not — the unit tests `npm run
 * test:quick` runs without seeding anything. Decided from each file's own imports, followed through the project's
 * source, so a new test lands in the right set without anyone listing it.
 */
const ROOT = import.meta.dirname;
const NEEDS_DATABASE = /\binject\(\s*['"]dbTemplate['"]/;
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|vi\.mock\(\s*['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = join(ROOT, 'apps/web', specifier.slice(2));
  else if (specifier.startsWith('@wb/db/testing')) base = join(ROOT, 'packages/db/src/testing');
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const verdicts = new Map<string, boolean>();

function reachesDatabase(file: string): boolean {
  const known = verdicts.get(file);
  if (known !== undefined) return known;
  // Provisional while its imports are followed: an import cycle back to this file adds nothing.
  verdicts.set(file, false);
  const source = readFileSync(file, 'utf8');
  let needs = NEEDS_DATABASE.test(source);
  for (const match of needs ? [] : source.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2] ?? match[3] ?? '');
    if (target && reachesDatabase(target)) {
      needs = true;
      break;
    }
  }
  verdicts.set(file, needs);
  return needs;
}

/** Where the vitest suites live (the browser and scale suites have configs of their own). */
export const TEST_FILES = ['packages/**/*.test.ts', 'apps/api/**/*.test.ts', 'apps/web/**/*.test.ts'];
const SKIPPED_FOLDERS = new Set(['node_modules', '.next', 'dist']);

function testFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : testFilesUnder(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The test files that need no database (the quick suite), relative to the project's root. */
export function unitTestFiles(): string[] {
  return ['packages', 'apps/api', 'apps/web']
    .flatMap((folder) => testFilesUnder(join(ROOT, folder)))
    .filter((file) => !reachesDatabase(file))
    .map((file) => relative(ROOT, file))
    .sort();
}
