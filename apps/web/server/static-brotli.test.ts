import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliStatic } from './static-brotli';

/** The build's scripts in Brotli, from a real server over a fake build folder; Next answers everything else. */
let server: Server;
let base: string;
let dir: string;
const script = 'console.log("مرحبا");'.repeat(50);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wb-br-'));
  mkdirSync(join(dir, '.next', 'static', 'chunks'), { recursive: true });
  writeFileSync(join(dir, '.next', 'static', 'chunks', 'a1.js'), script);
  writeFileSync(join(dir, '.next', 'static', 'chunks', 'a1.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, '.next', 'static', 'chunks', 'plain.js'), script);
  writeFileSync(join(dir, 'secret.js.br'), brotliCompressSync('secret'));
  const serve = brotliStatic(dir);
  server = createServer((request, response) => {
    if (!serve(request, response)) response.writeHead(299).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, encoding = 'gzip, deflate, br') =>
  fetch(base + path, { headers: { 'accept-encoding': encoding } }).then(async (response) => ({
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  }));

describe('Brotli copies of the build', () => {
  it('serves the Brotli copy, immutable, to a browser that accepts br', async () => {
    const response = await fetch(`${base}/_next/static/chunks/a1.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    // fetch decodes br itself: the body is the script.
    expect(await response.text()).toBe(script);
  });

  it('leaves to Next a browser without br, a file without a copy, and a path out of the folder', async () => {
    expect((await get('/_next/static/chunks/a1.js', 'gzip')).status).toBe(299);
    expect((await get('/_next/static/chunks/plain.js')).status).toBe(299);
    expect((await get('/_next/static/%2e%2e/%2e%2e/secret.js')).status).toBe(299);
    expect((await get('/_next/static/chunks/a1.js?v=1')).status).toBe(299);
  });
});
