import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, type TestStore } from '../harness';
import { numberedPerStore } from './numbering';

export { restockTally, seedSubscribers } from './notify-scale';

/** What notify-me's tests share: shoppers of their own, sold-out variants, the calls as the storefront makes them. */

const nextCustomer = numberedPerStore();

export interface Shopper {
  id: number;
  mobile: string;
  headers: Record<string, string>;
}

/** A fresh customer account and its session. */
export async function newShopper(store: TestStore): Promise<Shopper> {
  const local = `07706${String(process.pid % 1000).padStart(3, '0')}${String(nextCustomer(store)).padStart(3, '0')}`;
  const { user } = await store.services.accounts.createOrPromote(store.ctx(), local, 'customer', 'سارة');
  const tokens = await store.signIn(user.mobile as string);
  return { id: user.id, mobile: user.mobile as string, headers: bearer(tokens.jwt_token) };
}

const nextVariant = numberedPerStore();

/** An active product's variant no other test of the process uses, its stock set to `stock`. */
export async function variantWith(store: TestStore, stock: number): Promise<{ variantId: number; productId: number }> {
  const [row] = await store.database.rows<{ id: number; product_id: number }>(sql`
    select v.id, v.product_id from variants v join products p on p.id = v.product_id
    where p.status = 'active' order by v.id desc offset ${nextVariant(store)} limit 1`);
  expect(row).toBeDefined();
  if (!row) throw new Error('no variant');
  await store.database.rows(sql`update variants set stock = ${stock} where id = ${row.id}`);
  store.kernel.cacheTags.drop([`product:${row.product_id}`]);
  return { variantId: row.id, productId: row.product_id };
}

export const subscribe = (
  store: TestStore,
  headers: Record<string, string>,
  variant: { variantId: number; productId: number },
  extra: Record<string, unknown> = {},
) =>
  store.call({
    method: 'POST',
    url: '/api/v2/app/notifyMe',
    headers,
    payload: {
      fcm_token: '',
      variant_id: variant.variantId,
      product_id: variant.productId,
      title: 'سيروم',
      image_path: null,
      ...extra,
    },
  });

/** Restocks a variant as staff do (the desk's stock call, which sends `variant.restocked` when it was 0). */
export async function restockAsStaff(store: TestStore, adminHeaders: Record<string, string>, variantId: number) {
  const response = await store.call({
    method: 'POST',
    url: `/api/v2/admin/variants/${variantId}/stock`,
    headers: adminHeaders,
    payload: { delta: 5, note: 'وصلت شحنة' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Runs every restock job and then every delivery it queued, as the workers would. */
export async function drainRestock(store: TestStore): Promise<void> {
  await store.kernel.jobs.drain(store.services.variantRestocked);
  await store.kernel.jobs.drain(store.services.restockNotices.smsJob);
  await store.kernel.jobs.drain(store.services.restockNotices.pushJob);
}

/** A local HTTP server that records each JSON body it is sent (a fake SMS gateway or FCM), answering `status`. */
export async function fakeServer(
  answer: (path: string, body: string) => { status: number; body?: unknown } = () => ({ status: 200 }),
) {
  const received: Array<{ path: string; body: string; authorization: string | undefined }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      received.push({ path: request.url ?? '', body, authorization: request.headers.authorization });
      const { status, body: reply } = answer(request.url ?? '', body);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
