import { messages } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningStore, startStore } from './servers';

/**
 * Per-address limits hold through the storefront: a client that invents a new X-Forwarded-For for every request
 * sent to port 3000 is still one client to the API. A store of its own with a limit of 3 code requests a minute
 * (6 code checks), so the limit is reached in a few requests.
 */
const LIMIT = 3;
let store: RunningStore;
beforeAll(async () => {
  const ports = inject('sparePorts');
  store = await startStore({
    apiPort: ports.api,
    webPort: ports.web,
    apiEnv: { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), SEED_PRODUCTS: '50' },
  });
});
afterAll(() => store?.stop());

let fakeAddress = 0;
const spoofed = () => {
  fakeAddress++;
  return {
    'X-Forwarded-For': `203.0.113.${fakeAddress}`,
    'X-Real-IP': `198.51.100.${fakeAddress}`,
    Forwarded: `for=192.0.2.${fakeAddress}`,
  };
};

async function post(path: string, body: object) {
  const response = await fetch(store.webUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...spoofed() },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe('a client cannot dodge per-address limits by naming its own address', () => {
  it('code requests forwarded by the storefront (proxy.ts) are limited whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      // A new number each time, so only the per-address limit can refuse.
      statuses.push((await post('/api/v2/app/login', { mobile: `0770300${String(i).padStart(4, '0')}` })).status);
    }
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });

  it("code checks made by the storefront's own session route are limited the same way", async () => {
    const answers = [];
    for (let i = 0; i < LIMIT * 2 + 1; i++) {
      answers.push(await post('/api/session/verify', { mobile: '07703001234', code: '000000' }));
    }
    expect(answers.slice(0, LIMIT * 2).map((answer) => answer.status)).not.toContain(429);
    const refused = answers.at(-1);
    expect(refused?.status).toBe(429);
    expect(refused?.body.message).toBe(messages.rateLimited);
  });
});
