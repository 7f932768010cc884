import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '@wb/db';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, type TestStore } from '../../../test/harness';

/** What notify-me's tests share: shoppers of their own, sold-out variants, the calls as the storefront makes them. */

let nextCustomer = 0;

export interface Shopper {
  id: number;
  mobile: string;
  headers: Record<string, string>;
}

/** A fresh customer account and its session. */
export async function newShopper(store: TestStore): Promise<Shopper> {
  const local = `07706${String(process.pid % 1000).padStart(3, '0')}${String(nextCustomer++).padStart(3, '0')}`;
  const { user } = await store.services.accounts.createOrPromote(store.ctx(), local, 'customer', 'سارة');
  const tokens = await store.signIn(user.mobile as string);
  return { id: user.id, mobile: user.mobile as string, headers: bearer(tokens.jwt_token) };
}

let nextVariant = 0;

/** An active product's variant no other test of the process uses, its stock set to `stock`. */
export async function variantWith(store: TestStore, stock: number): Promise<{ variantId: number; productId: number }> {
  const [row] = await store.database.rows<{ id: number; product_id: number }>(sql`
    select v.id, v.product_id from variants v join products p on p.id = v.product_id
    where p.status = 'active' order by v.id desc offset ${nextVariant++} limit 1`);
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

/**
 * `count` new customers who all wait for the variant (made by SQL: the restock's scale tests), every `tokenEvery`-th
 * with a device token (`device-<n>`); their numbers are +9647 9xxxxxxxx. The variant's stock is set to 0.
 */
export async function seedSubscribers(
  database: Database,
  variant: { variantId: number; productId: number },
  count: number,
  tokenEvery = 0,
): Promise<void> {
  await database.rows(sql`update variants set stock = 0 where id = ${variant.variantId}`);
  await database.rows(sql`
    with people as (
      insert into users (mobile, name, user_type)
      select '+9647' || (900000000 + g)::text, 'مشتركة ' || g, 'customer' from generate_series(1, ${count}) g
      returning id, mobile)
    insert into restock_subscriptions (user_id, variant_id, product_id, title, fcm_token)
    select id, ${variant.variantId}, ${variant.productId}, 'سيروم',
      case when ${tokenEvery} > 0 and (substr(mobile, 6)::int - 900000000) % greatest(${tokenEvery}, 1) = 0
        then 'device-' || (substr(mobile, 6)::int - 900000000) end
    from people order by id`);
}

/** How the restock went: notices written, distinct people noticed, subscriptions spent, deliveries per channel. */
export async function restockTally(database: Database, variantId: number) {
  const [row] = await database.rows<{
    notices: number;
    people: number;
    spent: number;
    armed: number;
    sms: number;
    push: number;
  }>(sql`select
    (select count(*)::int from notifications where dedupe_key like ${`restock:${variantId}:%`}) as notices,
    (select count(distinct user_id)::int from notifications where dedupe_key like ${`restock:${variantId}:%`}) as people,
    (select count(*)::int from restock_subscriptions where variant_id = ${variantId} and notified_at is not null) as spent,
    (select count(*)::int from restock_subscriptions where variant_id = ${variantId} and notified_at is null) as armed,
    (select count(*)::int from notification_deliveries d join notifications n on n.id = d.notification_id
      where n.dedupe_key like ${`restock:${variantId}:%`} and d.channel = 'sms') as sms,
    (select count(*)::int from notification_deliveries d join notifications n on n.id = d.notification_id
      where n.dedupe_key like ${`restock:${variantId}:%`} and d.channel = 'push') as push`);
  return row;
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
