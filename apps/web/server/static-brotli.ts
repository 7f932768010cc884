import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/**
 * Serves the build's scripts and stylesheets from the Brotli copies `scripts/precompress.mjs` made, to browsers that
 * accept `br`; anything else (no copy, another encoding, another file) is left to Next. The files are named by their
 * content's hash, so they are cached for a year, as Next caches them.
 */
export function brotliStatic(webDir: string) {
  const staticDir = join(webDir, '.next', 'static');
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '';
    if (!url.startsWith('/_next/static/') || url.includes('?')) return false;
    if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return false;
    const type = TYPES[url.slice(url.lastIndexOf('.'))];
    if (!type) return false;
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(url.slice('/_next/static/'.length)));
    } catch {
      return false;
    }
    if (relative.startsWith('..') || relative.includes(`${sep}..`)) return false;
    const path = `${join(staticDir, relative)}.br`;
    let size: number;
    try {
      size = statSync(path).size;
    } catch {
      return false;
    }
    response.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': 'br',
      'Content-Length': size,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(path).pipe(response);
    return true;
  };
}
