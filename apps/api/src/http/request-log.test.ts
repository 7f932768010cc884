import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../test/harness';
import { buildApp } from '../app';
import { DEV_APP_KEY, loadConfig } from '../config';

/** What an operator reads in the API's log at the default level: one line per request, once it is answered. */
let store: TestStore;
let logged: Array<Record<string, unknown>>;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
beforeAll(async () => {
  store = await startTestStore();
  logged = [];
  const stream = { write: (line: string) => void logged.push(JSON.parse(line)) };
  ({ app } = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), store.database, {
    level: 'info',
    stream,
  }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await store?.close();
});

it('logs each request once, answered: what was asked, from where, the status, the time and its id', async () => {
  const response = await app.inject({
    url: '/api/v2/gui/faq?page=1',
    headers: { 'x-app-key': DEV_APP_KEY, 'x-request-id': 'log-test-request-1' },
  });
  expect(response.statusCode).toBe(200);
  const lines = logged.filter((line) => line.reqId === 'log-test-request-1');
  expect(lines).toEqual([
    expect.objectContaining({
      level: 30,
      msg: 'request completed',
      req: expect.objectContaining({ method: 'GET', url: '/api/v2/gui/faq?page=1', remoteAddress: '127.0.0.1' }),
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    }),
  ]);
});

it('logs a refused request the same way, with its status', async () => {
  const response = await app.inject({ url: '/api/v2/gui/faq', headers: { 'x-request-id': 'log-test-request-2' } });
  expect(response.statusCode).toBe(401);
  const lines = logged.filter((line) => line.reqId === 'log-test-request-2');
  expect(lines).toEqual([
    expect.objectContaining({
      msg: 'request completed',
      req: expect.objectContaining({ method: 'GET', url: '/api/v2/gui/faq' }),
      res: { statusCode: 401 },
    }),
  ]);
});
