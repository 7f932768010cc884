/**
 * The sellers' rows of `npm run bench` (issue 14): the seller invoice (GET app/seller/carts/{id}/invoice/details with
 * a contact, a line discount and an order discount) read by a crowd of influencers, and orders for others placed by
 * distinct influencers and pharmacists (each once: an order empties its cart), with the oversold count afterwards.
 */
import { createDatabase, type Database } from '@wb/db';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../apps/api/src/config';
import { CacheTags } from '../apps/api/src/lib/cache-tags';
import { TokenService } from '../apps/api/src/modules/auth/tokens';
import { customers } from './cart';
import type { OrderShoppers } from './orders';

export const SELLER_LINES = 3;
const pgInts = (ids: number[]) => `{${ids.join(',')}}`;

interface SellerSessions {
  token: string;
  cartId: number;
  receiverId: number;
  role: 'influencer' | 'pharmacist';
}

export interface SellerCrowds {
  readers: SellerSessions[];
  orderers: SellerSessions[];
  /** Checked after the run like the customer orders: stock before, the last order before. */
  stock: OrderShoppers;
  discountVariant: number;
}

/** Sellers of `role` with one active cart of SELLER_LINES lines over `variantIds` and one contact each. */
async function sellers(
  database: Database,
  prefix: string,
  count: number,
  tokens: TokenService,
  role: SellerSessions['role'],
  variantIds: number[],
): Promise<SellerSessions[]> {
  const made = await customers(database, prefix, count, tokens, role);
  const ids = pgInts(made.ids);
  await database.rows(sql`delete from carts where owner_id = any(${ids}::int[])`);
  await database.rows(sql`delete from seller_book where owner_id = any(${ids}::int[])`);
  const carts = await database.rows<{ id: number; owner_id: number }>(sql`
    insert into carts (owner_id, kind, name, is_active) select u, 'seller', 'سلة القياس', true
    from unnest(${ids}::int[]) as u returning id, owner_id`);
  await database.rows(sql`
    insert into cart_items (cart_id, variant_id, quantity)
    select c.id, (${pgInts(variantIds)}::int[])[1 + ((c.owner_id * ${SELLER_LINES} + k) % ${variantIds.length})], 1
    from carts c cross join generate_series(0, ${SELLER_LINES - 1}) as k where c.owner_id = any(${ids}::int[])`);
  const book = await database.rows<{ id: number; owner_id: number }>(sql`
    insert into seller_book (owner_id, name, mobile, city_id, region, address, landmark)
    select u, 'زبونة القياس', '+9647701234567', 1, 'الكرادة', 'شارع 62', 'قرب الجامع' from unnest(${ids}::int[]) as u
    returning id, owner_id`);
  const cartOf = new Map(carts.map((cart) => [cart.owner_id, cart.id]));
  const receiverOf = new Map(book.map((entry) => [entry.owner_id, entry.id]));
  return made.ids.map((id, i) => ({
    token: made.tokens[i] as string,
    cartId: cartOf.get(id) as number,
    receiverId: receiverOf.get(id) as number,
    role,
  }));
}

export async function prepareSellerCrowds(
  databaseUrl: string,
  connections: number,
  orderCount: number,
): Promise<SellerCrowds> {
  const database = await createDatabase({ url: databaseUrl });
  const variantIds = (
    await database.rows<{ id: number }>(sql`
      select v.id from variants v join products p on p.id = v.product_id
      where p.status = 'active' and v.price between 5000 and 40000 order by v.id desc offset 30 limit 30`)
  ).map((row) => row.id);
  await database.rows(sql`update variants set stock = 1000000 where id = any(${pgInts(variantIds)}::int[])`);
  const log = pino({ level: 'silent' });
  const tokens = new TokenService(
    loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }).auth,
    log,
    new CacheTags(log),
  );
  // Every reader's cart holds the same first line, so one discount names a line in all of them.
  const readers = await sellers(
    database,
    '5',
    connections * 10,
    tokens,
    'influencer',
    variantIds.slice(0, SELLER_LINES),
  );
  const half = Math.ceil(orderCount / 2);
  const orderers = [
    ...(await sellers(database, '6', half, tokens, 'influencer', variantIds)),
    ...(await sellers(database, '7', orderCount - half, tokens, 'pharmacist', variantIds)),
  ];
  const [stock] = await database.rows<{ total: number }>(
    sql`select sum(stock)::int as total from variants where id = any(${pgInts(variantIds)}::int[])`,
  );
  const [last] = await database.rows<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from orders`);
  await database.close();
  return {
    readers,
    orderers,
    stock: { tokens: [], variantIds, stockBefore: stock?.total ?? 0, lastOrderId: last?.id ?? 0 },
    discountVariant: variantIds[0] as number,
  };
}

/** The seller invoice, read by each reader in turn, with a line discount, an order discount and a delivery fee. */
export function sellerInvoiceTarget(crowds: SellerCrowds, base: Record<string, string>) {
  let next = 0;
  const discount =
    `items[0][variant_id]=${crowds.discountVariant}&items[0][discount_type]=percentage&items[0][discount_value]=10` +
    `&items[0][discount_reason]=${encodeURIComponent('زبونة دائمة')}&code_type=fixed&code_value=1000&delivery_fee=3000`;
  const pathOf = (seller: SellerSessions) =>
    `/api/v2/app/seller/carts/${seller.cartId}/invoice/details?contact=${seller.receiverId}&${discount}`;
  const first = crowds.readers[0] as SellerSessions;
  return {
    name: `GET app/seller/carts/{id}/invoice/details (${SELLER_LINES} lines, discounts)`,
    slug: 'seller-invoice',
    kind: 'seller-read' as const,
    requests: [
      {
        method: 'GET' as const,
        path: pathOf(first),
        setupRequest: (request: autocannon.Request) => {
          const seller = crowds.readers[next++ % crowds.readers.length] as SellerSessions;
          return { ...request, path: pathOf(seller), headers: { ...base, 'authorization-jwt': `jwt ${seller.token}` } };
        },
      },
    ],
    sample: {
      method: 'GET',
      path: pathOf(first),
      headers: { ...base, 'authorization-jwt': `jwt ${first.token}` },
    },
  };
}

/** One order per seller, in turn: an influencer's for her contact, a pharmacist's to her address. */
export function sellerOrderRequests(crowds: SellerCrowds, base: Record<string, string>): autocannon.Request[] {
  let next = 0;
  const bodyOf = (seller: SellerSessions) =>
    JSON.stringify({
      cart_id: seller.cartId,
      ...(seller.role === 'influencer' ? { contact_id: seller.receiverId } : { address_id: seller.receiverId }),
      delivery_fee: 3000,
    });
  return [
    {
      method: 'POST',
      path: '/api/v2/app/influencer/orders',
      setupRequest: (request) => {
        const seller = crowds.orderers[next++ % crowds.orderers.length] as SellerSessions;
        return {
          ...request,
          path: `/api/v2/app/${seller.role}/orders`,
          body: bodyOf(seller),
          headers: {
            ...base,
            'authorization-jwt': `jwt ${seller.token}`,
            'idempotency-key': `bench-seller-order-${seller.token.slice(-24)}`,
          },
        };
      },
    },
  ];
}

/** Orders placed from now on are the sellers' (the customer orders row ran before): what `oversold` counts. */
export async function startCounting(databaseUrl: string, crowds: SellerCrowds): Promise<void> {
  const database = await createDatabase({ url: databaseUrl });
  const [last] = await database.rows<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from orders`);
  await database.close();
  crowds.stock.lastOrderId = last?.id ?? 0;
}
