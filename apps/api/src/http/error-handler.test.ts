import { messages } from '@wb/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';

/**
 * A busy database answers 503 `server.busy` with Retry-After, in Arabic, whatever the form of the failure: a deadlock,
 * a serialisation failure, a lock waited on past `lock_timeout`, the pool's wait for a connection running out —
 * raised by the driver or wrapped by Drizzle. Anything else unexpected stays a 500.
 */
const failures: Record<string, () => Error> = {
  deadlock: () => Object.assign(new Error('deadlock detected'), { code: '40P01' }),
  serialisation: () => Object.assign(new Error('could not serialize access'), { code: '40001' }),
  'lock timeout': () => Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }),
  'pool wait': () => new Error('timeout exceeded when trying to connect'),
  'wrapped by Drizzle': () =>
    new Error('Failed query', { cause: Object.assign(new Error('lock timeout'), { code: '55P03' }) }),
};

const slug = (name: string) => name.replaceAll(' ', '-');
const app = Fastify();
beforeAll(async () => {
  registerErrorHandling(app);
  for (const [name, failure] of Object.entries(failures)) {
    app.get(`/${slug(name)}`, async () => {
      throw failure();
    });
  }
  app.get('/bug', async () => {
    throw new Error('a bug');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a busy database', () => {
  it.each(Object.keys(failures))('%s: 503 server.busy, Retry-After 1, in Arabic', async (name) => {
    const response = await app.inject({ url: `/${slug(name)}` });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toMatchObject({ code: 'server.busy', message: messages.serverBusy });
  });

  it('is not a bug: an unexpected failure is still a 500', async () => {
    const response = await app.inject({ url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('server.error');
  });
});
