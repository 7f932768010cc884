/**
 * The orders row of `npm run bench`: POST app/orders by a crowd of distinct signed-in customers, each with a saved
 * address and a 3-line cart prepared before the timed run (an order empties its cart, so each customer orders once),
 * and afterwards the count of units sold beyond the stock taken (oversold) — which must be 0.
 */
import { createDatabase, type Database } from '@wb/db';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../apps/api/src/config';
import { CacheTags } from '../apps/api/src/lib/cache-tags';
import { TokenService } from '../apps/api/src/modules/auth/tokens';
import { customers } from './cart';

export const ORDER_LINES = 3;
const pgInts = (ids: number[]) => `{${ids.join(',')}}`;

export interface OrderShoppers {
  tokens: string[];
  variantIds: number[];
  /** The stock of `variantIds` before the run, and the last order id: what the oversold check compares with. */
  stockBefore: number;
  lastOrderId: number;
}

/**
 * `count` customers with an active address in Baghdad and ORDER_LINES lines each, spread over 30 variants with deep
 * stock (orders share variants, and so wait on each other's row locks, as on a sale day). `prefix` tells the crowd's
 * accounts apart (bench/raw.ts prepares a second crowd).
 */
export async function prepareOrderShoppers(databaseUrl: string, count: number, prefix = '3'): Promise<OrderShoppers> {
  const database = await createDatabase({ url: databaseUrl });
  const variantIds = (
    await database.rows<{ id: number }>(sql`
      select v.id from variants v join products p on p.id = v.product_id
      where p.status = 'active' and v.price between 5000 and 40000 order by v.id desc limit 30`)
  ).map((row) => row.id);
  await database.rows(sql`update variants set stock = 1000000 where id = any(${pgInts(variantIds)}::int[])`);
  const log = pino({ level: 'silent' });
  const tokenService = new TokenService(
    loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }).auth,
    log,
    new CacheTags(log),
  );
  const { ids, tokens } = await customers(database, prefix, count, tokenService);
  await database.rows(sql`
    insert into addresses (user_id, name, mobile, city_id, region, address, landmark, is_active)
    select u, 'زبونة القياس', '07701234567', 1, 'الكرادة', 'شارع 62', 'قرب الجامع', true
    from unnest(${pgInts(ids)}::int[]) as u
    where not exists (select 1 from addresses a where a.user_id = u and a.is_active)`);
  await database.rows(sql`
    insert into cart_items (cart_id, variant_id, quantity)
    select c.id, (${pgInts(variantIds)}::int[])[1 + ((c.owner_id * ${ORDER_LINES} + k) % ${variantIds.length})], 1
    from carts c cross join generate_series(0, ${ORDER_LINES - 1}) as k
    where c.owner_id = any(${pgInts(ids)}::int[]) and c.kind = 'customer'`);
  const counting = await startingPoint(database, variantIds);
  await database.close();
  return { tokens, variantIds, ...counting };
}

/** The stock of `variantIds` and the last order id now: what `oversold` compares the orders placed after with. */
async function startingPoint(database: Database, variantIds: number[]) {
  const [stock] = await database.rows<{ total: number }>(
    sql`select sum(stock)::int as total from variants where id = any(${pgInts(variantIds)}::int[])`,
  );
  const [last] = await database.rows<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from orders`);
  return { stockBefore: stock?.total ?? 0, lastOrderId: last?.id ?? 0 };
}

/** Shoppers prepared earlier, counted from now: other orders for their variants were placed in between. */
export async function countFromNow(databaseUrl: string, shoppers: OrderShoppers): Promise<OrderShoppers> {
  const database = await createDatabase({ url: databaseUrl });
  const counting = await startingPoint(database, shoppers.variantIds);
  await database.close();
  return { ...shoppers, ...counting };
}

/** One request per customer, in turn, each with an Idempotency-Key of its own as the storefront sends it. */
export function orderRequests(shoppers: OrderShoppers, base: Record<string, string>): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/v2/app/orders',
      // No address_id: each customer's active address.
      body: JSON.stringify({ wallet: 0, gifts: [] }),
      setupRequest: (request) => {
        const token = shoppers.tokens[next++ % shoppers.tokens.length];
        return {
          ...request,
          headers: {
            ...base,
            'authorization-jwt': `jwt ${token}`,
            'idempotency-key': `bench-order-${token?.slice(-24)}`,
          },
        };
      },
    },
  ];
}

/** Units in the run's orders beyond what the stock of their variants went down by, and variants below zero. */
export async function oversold(databaseUrl: string, shoppers: OrderShoppers) {
  const database = await createDatabase({ url: databaseUrl });
  const [row] = await database.rows<{ sold: number; stock: number; negative: number; orders: number }>(sql`
    select
      (select coalesce(sum(i.quantity), 0)::int from order_items i
        where i.order_id > ${shoppers.lastOrderId} and i.variant_id = any(${pgInts(shoppers.variantIds)}::int[])) as sold,
      (select sum(stock)::int from variants where id = any(${pgInts(shoppers.variantIds)}::int[])) as stock,
      (select count(*)::int from variants where stock < 0) as negative,
      (select count(*)::int from orders where id > ${shoppers.lastOrderId}) as orders`);
  await database.close();
  if (!row) throw new Error('nothing to count');
  return { orders: row.orders, oversold: Math.max(0, row.sold - (shoppers.stockBefore - row.stock)) + row.negative };
}
