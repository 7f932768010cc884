import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentCacheTags, REVALIDATE_HEADER, REVALIDATE_PATH } from '@wb/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Desk, deskOf } from '../../../../test/desk';
import { startTestStore, type TestStore } from '../../../../test/harness';

/**
 * When a desk write to the content commits, the storefront is told which of its cached content to drop: a job posts
 * `{ tags }` to the web's revalidation address with the shared secret — here a real HTTP listener standing in for the
 * web. A refused call is tried again by the queue; a write that rolls back tells nothing.
 */
const SECRET = 'a-test-revalidate-secret';

interface Received {
  path: string | undefined;
  secret: string | undefined;
  tags: string[];
}

let web: Server;
let received: Received[] = [];
/** How many calls the listener refuses (503) before it takes them. */
let refuseNext = 0;
let store: TestStore;
let desk: Desk;

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  web = createServer(async (request, response) => {
    const body = await bodyOf(request);
    if (refuseNext > 0) {
      refuseNext -= 1;
      response.writeHead(503).end();
      return;
    }
    const secret = request.headers[REVALIDATE_HEADER];
    received.push({
      path: request.url,
      secret: Array.isArray(secret) ? secret[0] : secret,
      tags: JSON.parse(body).tags,
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  const { port } = web.address() as AddressInfo;
  store = await startTestStore({
    WEB_URL: `http://127.0.0.1:${port}`,
    REVALIDATE_SECRET: SECRET,
    JOBS_WORK: 'true',
    JOBS_POLL_SECONDS: '0.5',
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
  });
  desk = await deskOf(store);
});
afterAll(async () => {
  await store?.close();
  await new Promise((resolve) => web?.close(resolve));
});
beforeEach(() => {
  received = [];
  refuseNext = 0;
});

const tagsReceived = () => [...new Set(received.flatMap((call) => call.tags))].sort();
const article = { title: 'مقال عن فيتامين سي', body_html: '<p>نص</p>' };

describe('the storefront is told what to drop', () => {
  it('after a publication: the blog list and the article, with the secret, at the revalidation path', async () => {
    const { id } = (await desk.send('POST', '/admin/articles', article)).json().data;
    await desk.send('POST', `/admin/articles/${id}/publish`);
    await expect
      .poll(tagsReceived, { timeout: 15_000 })
      .toEqual([contentCacheTags.articles, contentCacheTags.article(id)].sort());
    expect(received.every((call) => call.path === REVALIDATE_PATH && call.secret === SECRET)).toBe(true);
  });

  it('after a page is changed: that page', async () => {
    await desk.send('PUT', '/admin/content-pages/7', { title: 'الضمان', body_html: '<p>نضمن</p>' });
    await expect.poll(tagsReceived, { timeout: 15_000 }).toEqual([contentCacheTags.page(7)]);
  });

  it('tries again when the storefront refuses, until it takes the call', async () => {
    refuseNext = 2;
    await desk.send('PUT', '/admin/content-pages/1', { title: 'من نحن', body_html: '<p>نحن</p>' });
    await expect.poll(tagsReceived, { timeout: 30_000, interval: 500 }).toEqual([contentCacheTags.page(1)]);
    expect(refuseNext).toBe(0);
  });

  it('nothing for a draft written, nor for a write that was refused', async () => {
    await desk.send('POST', '/admin/articles', article);
    const refused = await desk.send('PUT', '/admin/content-pages/3', { title: '', body_html: '<p>x</p>' });
    expect(refused.statusCode).toBe(422);
    // Had either write sent a revalidation, it would be waiting or running now: wait until none is, then judge.
    await expect
      .poll(() => store.kernel.jobs.unfinished(store.services.contentRevalidation), { timeout: 15_000 })
      .toBe(0);
    expect(received).toEqual([]);
  });
});
