// After `next build`: marks the JavaScript every page runs at startup with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+), so Chrome compiles those files' functions while it downloads them,
// off the main thread, instead of one by one on the main thread when the app starts. On a phone that lazy compiling
// was most of the one long task every page had (React and Next starting up; ~290 → ~100 ms at 4× CPU). Lighthouse
// mobile, median of 7, the same build without → with the hints: home 83 → 94, listing 86 → 91, product 87 → 91,
// search 87 → 90. Browsers without the hint ignore the comment. It costs ~25 bytes gzip per file.
//
// Only the startup files are marked: eagerly compiling code that runs later (a page's lazy chunks) would waste work.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** The app router's runtime files (React, Next's client, Turbopack's runtime) and the files of the root segment and the
 * store's layout (the shell: header, footer, banners; its error and not-found pages), which every store page loads and
 * runs at once. The staff desk's own layout is left out: its pages are few and seldom first loads. */
function startupFiles(nextDir) {
  const build = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'));
  return [...new Set([...(build.rootMainFiles ?? []), ...rootSegmentFiles(nextDir)])];
}

const ROOT_ENTRIES = [
  '/app/layout',
  '/app/(store)/layout',
  '/app/(store)/error',
  '/app/(store)/not-found',
  '/app/not-found',
  '/app/global-error',
];

/**
 * Read from the pages' client reference manifests (scripts that assign `globalThis.__RSC_MANIFEST`). All of them: the
 * store's layout appears only in the manifests of store pages, and the first one found may be a desk page's.
 */
function rootSegmentFiles(nextDir) {
  const appDir = join(nextDir, 'server', 'app');
  if (!existsSync(appDir)) return [];
  const manifestPaths = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('page_client-reference-manifest.js'),
  );
  const files = new Set();
  for (const manifestPath of manifestPaths) {
    const sandbox = {};
    sandbox.globalThis = sandbox;
    sandbox.self = sandbox;
    runInNewContext(readFileSync(join(appDir, manifestPath), 'utf8'), sandbox);
    for (const page of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const [entry, entryFiles] of Object.entries(page.entryJSFiles ?? {})) {
        if (ROOT_ENTRIES.some((root) => entry.endsWith(root))) for (const file of entryFiles) files.add(file);
      }
    }
  }
  return [...files];
}

/**
 * Puts the hint at the top of every startup file of the build in `nextDir` that lacks it. Returns the startup
 * files found and how many were marked now (the rest already were: the script ran twice on one build).
 */
function markStartupFiles(nextDir) {
  const files = startupFiles(nextDir);
  let marked = 0;
  for (const file of files) {
    const path = join(nextDir, file);
    const source = readFileSync(path, 'utf8');
    if (source.startsWith(HINT)) continue;
    writeFileSync(path, HINT + source);
    marked++;
  }
  return { files, marked };
}

/**
 * `node scripts/compile-hints.mjs [nextDir]` (default: this app's .next). A build where no startup file can be
 * found fails: Next's output layout has changed under this script, and shipping without the hints would quietly
 * bring back the long startup task of every page.
 */
function main() {
  const nextDir = process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL('../.next', import.meta.url));
  let result;
  try {
    result = markStartupFiles(nextDir);
  } catch (error) {
    console.error(`compile hints: cannot read the build in ${nextDir}: ${error.message}`);
    return 1;
  }
  if (result.files.length === 0) {
    console.error(
      `compile hints: no startup file found in ${nextDir} (build-manifest.json rootMainFiles and the root ` +
        "segment's entryJSFiles are both empty), so none is marked. Next's output layout has probably changed: " +
        'update apps/web/scripts/compile-hints.mjs.',
    );
    return 1;
  }
  const already = result.files.length - result.marked;
  console.log(
    `compile hints: ${result.marked} startup file(s) marked for eager compilation` +
      (already ? `, ${already} already marked` : ''),
  );
  return 0;
}

process.exitCode = main();
