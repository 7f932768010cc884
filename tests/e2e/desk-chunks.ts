import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * The build's client reference manifests (one per page, `.next/server/app/**\/page_client-reference-manifest.js`):
 * which client modules each page can load and which script files each of its layouts and pages needs. The desk's
 * browser test reads them to prove no store page can load the desk's code.
 */
const APP_DIR = 'apps/web/.next/server/app';

interface PageManifest {
  /** Client modules the page may load, by source path. */
  modules: string[];
  /** Script files by entry (`[project]/apps/web/app/admin/layout` …). */
  entries: Record<string, string[]>;
}

export function pageManifests(): Map<string, PageManifest> {
  if (!existsSync(APP_DIR)) throw new Error(`No build at ${APP_DIR}: run npm run build first`);
  const result = new Map<string, PageManifest>();
  const files = readdirSync(APP_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('page_client-reference-manifest.js'),
  );
  for (const file of files) {
    const sandbox: Record<string, unknown> = {};
    sandbox.globalThis = sandbox;
    sandbox.self = sandbox;
    runInNewContext(readFileSync(join(APP_DIR, file), 'utf8'), sandbox);
    const manifest = sandbox.__RSC_MANIFEST as Record<
      string,
      { clientModules: Record<string, unknown>; entryJSFiles: Record<string, string[]> }
    >;
    for (const [page, content] of Object.entries(manifest)) {
      result.set(page, { modules: Object.keys(content.clientModules), entries: content.entryJSFiles });
    }
  }
  return result;
}

export const isDeskPage = (page: string) => page.startsWith('/admin');
export const isDeskSource = (path: string) => /\/apps\/web\/(features|app)\/admin\//.test(path);

/** Script files only the desk's entries need: those of `app/admin/…` entries that no store entry uses. */
export function deskOnlyScripts(manifests: Map<string, PageManifest>): Set<string> {
  const desk = new Set<string>();
  const store = new Set<string>();
  for (const [page, manifest] of manifests) {
    for (const [entry, files] of Object.entries(manifest.entries)) {
      const target = isDeskPage(page) && entry.includes('/app/admin') ? desk : isDeskPage(page) ? null : store;
      for (const file of files) target?.add(file);
    }
  }
  return new Set([...desk].filter((file) => !store.has(file)));
}
