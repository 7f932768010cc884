import { randomUUID } from 'node:crypto';
import { messages } from '@wb/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../test/arabic';
import { startTestStore, type TestStore } from '../../test/harness';
import { addPayload, newCustomer, variantWithStock } from '../../test/kits/cart';
import { buildApp } from '../app';
import { DEV_APP_KEY, loadConfig } from '../config';

/**
 * Two API processes over one database and one Redis (REDIS_URL): every per-minute limit is counted once for both,
 * so an address that spreads its calls over the two (as a load balancer does) gets exactly the configured limit.
 * Redis runs on every machine here (127.0.0.1:6379); each test uses keys of its own (REDIS_PREFIX).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

const sharedEnv = (extra: Record<string, string> = {}) => ({
  REDIS_URL,
  REDIS_PREFIX: `wbtest:${randomUUID().slice(0, 8)}:`,
  AUTH_RATE_LIMIT_PER_MINUTE: '4',
  WRITE_RATE_LIMIT_PER_MINUTE: '6',
  ...extra,
});

/** A second process of the same store: the same database and configuration, an app of its own. */
async function secondProcess(store: TestStore, env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_WORK: 'false', ...env });
  const { app } = await buildApp(config, store.database, false);
  await app.ready();
  return app;
}

const withKey = (options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { 'x-app-key': DEV_APP_KEY, ...(options.headers ?? {}) },
});

describe('limits shared by two API processes through Redis', () => {
  let store: TestStore;
  let other: FastifyInstance;
  const env = sharedEnv();

  beforeAll(async () => {
    store = await startTestStore(env);
    other = await secondProcess(store, env);
  });
  afterAll(async () => {
    await other.close();
    await store.close();
  });

  /** Alternates between the two processes, as a round-robin load balancer would. */
  const alternating = (i: number, options: InjectOptions) =>
    i % 2 === 0 ? store.app.inject(withKey(options)) : other.inject(withKey(options));

  it('allows one address exactly AUTH_RATE_LIMIT_PER_MINUTE code requests across both, then 429 in Arabic', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push(
        await alternating(i, {
          method: 'POST',
          url: '/api/v2/app/login',
          payload: { mobile: 'x' },
          remoteAddress: '10.9.0.1',
        }),
      );
    }
    // Four reach the service (a bad number: 422); the other four are refused by whichever process gets them.
    expect(answers.map((answer) => answer.statusCode)).toEqual([422, 422, 422, 422, 429, 429, 429, 429]);
    expectArabicError(answers[7] as { statusCode: number; body: string }, 429);
    expect(answers[7]?.json().message).toBe(messages.rateLimited);
  });

  it('counts code checks apart from code requests: twice the limit across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await alternating(i, {
        method: 'POST',
        url: '/api/v2/app/verification-code',
        payload: { mobile: '07701000001', code: '12' },
        remoteAddress: '10.9.0.2',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(statuses.slice(0, 8).every((status) => status === 422)).toBe(true);
  });

  it('allows a shopper exactly WRITE_RATE_LIMIT_PER_MINUTE writes across both, whichever process she reaches', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 50);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const response = await alternating(i, {
        method: 'POST',
        url: '/api/v2/app/cart/items',
        payload: addPayload(variant, 1),
        headers,
        // From a new address each time: the count follows the shopper, not her network.
        remoteAddress: `10.9.1.${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429]);
  });
});

describe('when Redis does not answer', () => {
  let store: TestStore;

  beforeAll(async () => {
    // Nothing listens on port 1: every command fails at once.
    store = await startTestStore(sharedEnv({ REDIS_URL: 'redis://127.0.0.1:1/0' }));
  });
  afterAll(async () => {
    await store.close();
  });

  it('refuses code requests and checks with a clear Arabic 503 to repeat, never an open door', async () => {
    for (const [url, payload] of [
      ['/api/v2/app/login', { mobile: '07701000001' }],
      ['/api/v2/app/verification-code', { mobile: '07701000001', code: '123456' }],
    ] as const) {
      const response = await store.call({ method: 'POST', url, payload, remoteAddress: '10.9.2.1' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'server.limits_unavailable', message: messages.limitsUnavailable });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('lets a shopper keep shopping: her writes are not refused for want of a count', async () => {
    const { headers } = await newCustomer(store);
    const variant = await variantWithStock(store, 5);
    const response = await store.call({
      method: 'POST',
      url: '/api/v2/app/cart/items',
      payload: addPayload(variant, 1),
      headers,
    });
    expect(response.statusCode).toBe(200);
  });

  it('is not ready, so a load balancer sends its requests to a process that can count', async () => {
    const ready = await store.app.inject({ url: '/api/v2/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks).toMatchObject({ database: true, migrations: true, redis: false });
  });
});

describe('health and readiness for a load balancer', () => {
  it('answers /api/v2/health and /api/v2/ready without an app key, and 503 once draining', async () => {
    const store = await startTestStore();
    try {
      expect((await store.app.inject({ url: '/api/v2/health' })).json()).toEqual({ status: 'ok' });
      const ready = await store.app.inject({ url: '/api/v2/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'ready',
        checks: { database: true, migrations: true, redis: null },
      });
      store.kernel.lifecycle.draining = true;
      const draining = await store.app.inject({ url: '/api/v2/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().status).toBe('draining');
      // Still live, and still serving what it is sent while the balancer takes it out.
      expect((await store.app.inject({ url: '/api/v2/health' })).statusCode).toBe(200);
      expect((await store.call({ url: '/api/v2/app/categories' })).statusCode).toBe(200);
    } finally {
      await store.close();
    }
  });
});
