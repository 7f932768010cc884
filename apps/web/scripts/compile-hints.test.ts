import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/** The build step after `next build` (package.json "build"), run as the build runs it, on a fake .next folder. */
const SCRIPT = fileURLToPath(new URL('./compile-hints.mjs', import.meta.url));
const HINT = '//# allFunctionsCalledOnLoad\n';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A .next folder with the given files (path → content). */
function fakeBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  folders.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** A page's client reference manifest, as Next writes it: a script that fills `globalThis.__RSC_MANIFEST`. */
const clientManifest = (entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/page"]=${JSON.stringify({
    entryJSFiles,
  })};`;

const run = (dir: string) => spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

describe('compile-hints.mjs', () => {
  it('marks the runtime and root-segment files, leaves page chunks alone, and does not mark twice', () => {
    const dir = fakeBuild({
      'build-manifest.json': JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js'] }),
      'server/app/products/page_client-reference-manifest.js': clientManifest({
        '[project]/apps/web/app/layout': ['static/chunks/layout.js'],
        '[project]/apps/web/app/(public)/products/page': ['static/chunks/products.js'],
      }),
      'static/chunks/runtime.js': 'runtime();',
      'static/chunks/layout.js': 'layout();',
      'static/chunks/products.js': 'products();',
    });

    const first = run(dir);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('2 startup file(s) marked');
    expect(read(dir, 'static/chunks/runtime.js')).toBe(`${HINT}runtime();`);
    expect(read(dir, 'static/chunks/layout.js')).toBe(`${HINT}layout();`);
    expect(read(dir, 'static/chunks/products.js')).toBe('products();');

    const again = run(dir);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('0 startup file(s) marked for eager compilation, 2 already marked');
    expect(read(dir, 'static/chunks/runtime.js')).toBe(`${HINT}runtime();`);
  });

  it("marks the store's layout found in a store page's manifest, never the desk's own layout", () => {
    const dir = fakeBuild({
      'build-manifest.json': JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js'] }),
      // The desk's manifest comes first in the folder listing: the store's frame is not in it.
      'server/app/admin/page_client-reference-manifest.js': clientManifest({
        '[project]/apps/web/app/layout': ['static/chunks/layout.js'],
        '[project]/apps/web/app/admin/layout': ['static/chunks/desk.js'],
      }),
      'server/app/(store)/(public)/page_client-reference-manifest.js': clientManifest({
        '[project]/apps/web/app/layout': ['static/chunks/layout.js'],
        '[project]/apps/web/app/(store)/layout': ['static/chunks/store.js'],
      }),
      'static/chunks/runtime.js': 'runtime();',
      'static/chunks/layout.js': 'layout();',
      'static/chunks/store.js': 'store();',
      'static/chunks/desk.js': 'desk();',
    });
    const result = run(dir);
    expect(result.status, result.stderr).toBe(0);
    expect(read(dir, 'static/chunks/store.js')).toBe(`${HINT}store();`);
    expect(read(dir, 'static/chunks/layout.js')).toBe(`${HINT}layout();`);
    expect(read(dir, 'static/chunks/desk.js')).toBe('desk();');
  });

  it('fails the build, saying why, when the build lists no startup file (Next changed its layout)', () => {
    const dir = fakeBuild({
      'build-manifest.json': JSON.stringify({ pages: { '/_app': [] } }),
      'server/app/products/page_client-reference-manifest.js': clientManifest({
        '[project]/apps/web/app/(public)/products/page': ['static/chunks/products.js'],
      }),
      'static/chunks/products.js': 'products();',
    });
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no startup file found');
    expect(read(dir, 'static/chunks/products.js')).toBe('products();');
  });

  it('fails the build, saying why, when there is no build to read', () => {
    const result = run(fakeBuild({}));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('cannot read the build');
    expect(result.stderr).toContain('build-manifest.json');
  });
});
