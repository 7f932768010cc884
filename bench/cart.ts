/**
 * The cart rows of `npm run bench`: add to cart and GET app/cart as a crowd of signed-in customers would send them —
 * many customers, each with a cart of its own, none with two requests at once (one cart each, no lock shared).
 *
 * autocannon cannot tie a customer to a connection (its per-connection context is reset each time a connection's
 * request list starts over), so requests take customers in turn from a pool ten times the number of connections:
 * a customer's next request comes only after the requests of every other customer in the pool.
 */
import { createDatabase, type Database } from '@wb/db';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../apps/api/src/config';
import { systemCtx } from '../apps/api/src/context';
import { CacheTags } from '../apps/api/src/lib/cache-tags';
import { TokenService } from '../apps/api/src/modules/auth/tokens';

export interface CartShoppers {
  /** Customers who add (their carts emptied first). */
  adders: string[];
  /** Customers whose cart of LINES lines is read. */
  readers: string[];
  variants: Array<{ variantId: number; productId: number }>;
}

/** Lines each reader's cart holds. */
export const LINES = 5;
const pgInts = (ids: number[]) => `{${ids.join(',')}}`;

/**
 * `count` customer accounts (or sellers of `role`: bench/sellers.ts), made once and kept between runs, their carts
 * emptied, each with a new session.
 */
export async function customers(
  database: Database,
  prefix: string,
  count: number,
  tokens: TokenService,
  role: 'customer' | 'influencer' | 'pharmacist' = 'customer',
) {
  const mobiles = Array.from({ length: count }, (_, i) => `+9647709${prefix}${String(i).padStart(4, '0')}`);
  await database.rows(sql`
    insert into users (mobile, name, user_type, registration_confirmed)
    select m, 'زبونة القياس', ${role}, true from unnest(${`{${mobiles.join(',')}}`}::text[]) as m
    on conflict (mobile) do nothing`);
  const ids = (
    await database.rows<{ id: number }>(
      sql`select id from users where mobile = any(${`{${mobiles.join(',')}}`}::text[])`,
    )
  ).map((row) => row.id);
  if (role === 'customer') {
    await database.rows(sql`insert into carts (owner_id, kind) select unnest(${pgInts(ids)}::int[]), 'customer'
      on conflict do nothing`);
  }
  await database.rows(
    sql`delete from cart_items where cart_id in (select id from carts where owner_id = any(${pgInts(ids)}::int[]))`,
  );
  await database.rows(sql`delete from idempotency_keys where user_id = any(${pgInts(ids)}::int[])`);
  const ctx = systemCtx(database, pino({ level: 'silent' }), 'bench');
  const signed: string[] = [];
  for (const id of ids) {
    signed.push((await tokens.startSession(ctx, id, role, { ip: '127.0.0.1', userAgent: 'bench' })).jwt_token);
  }
  return { ids, tokens: signed };
}

/**
 * Adders and readers, ten times `connections` each; 50 variants in deep stock to add; every reader's cart filled with
 * LINES lines. Tokens are signed with the API's development secret (the bench API runs without one). `prefixes` tell
 * the crowd's accounts apart (bench/raw.ts prepares a second crowd for the raw pg server).
 */
export async function prepareCartShoppers(
  databaseUrl: string,
  connections: number,
  prefixes = { adders: '1', readers: '2' },
): Promise<CartShoppers> {
  const database = await createDatabase({ url: databaseUrl });
  const variants = await database.rows<{ variantId: number; productId: number }>(sql`
    select v.id as "variantId", v.product_id as "productId" from variants v join products p on p.id = v.product_id
    where p.status = 'active' order by v.id limit 50`);
  await database.rows(sql`update variants set stock = 1000000
    where id = any(${pgInts(variants.map((variant) => variant.variantId))}::int[])`);
  const log = pino({ level: 'silent' });
  const tokens = new TokenService(
    loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }).auth,
    log,
    new CacheTags(log),
  );
  const adders = await customers(database, prefixes.adders, connections * 10, tokens);
  const readers = await customers(database, prefixes.readers, connections * 10, tokens);
  await database.rows(sql`
    insert into cart_items (cart_id, variant_id, quantity)
    select c.id, v.id, 1 from carts c cross join unnest(${pgInts(variants.slice(0, LINES).map((v) => v.variantId))}::int[]) as v(id)
    where c.owner_id = any(${pgInts(readers.ids)}::int[]) and c.kind = 'customer'`);
  // Readers also preview their checkout: an active address in Baghdad prices their delivery.
  await database.rows(sql`
    insert into addresses (user_id, name, mobile, city_id, region, address, landmark, is_active)
    select u, 'زبونة القياس', '07701234567', 1, 'الكرادة', 'شارع 62', 'قرب الجامع', true
    from unnest(${pgInts(readers.ids)}::int[]) as u
    where not exists (select 1 from addresses a where a.user_id = u and a.is_active)`);
  await database.close();
  return { adders: adders.tokens, readers: readers.tokens, variants };
}

type Headers = Record<string, string>;

/** The next customer of the pool, in turn. */
function inTurn(tokens: string[]) {
  let next = 0;
  return () => `jwt ${tokens[next++ % tokens.length]}`;
}

export function cartTargets(shoppers: CartShoppers, base: Headers) {
  const adder = inTurn(shoppers.adders);
  const reader = inTurn(shoppers.readers);
  let sent = 0;
  const adds: autocannon.Request[] = shoppers.variants.map((variant) => ({
    method: 'POST',
    path: '/api/v2/app/cart/items',
    body: JSON.stringify({
      price: 0,
      quantity: 1,
      shopify_variant_id: variant.variantId,
      shopify_product_id: variant.productId,
    }),
    // Every add is a tap of its own, with its own Idempotency-Key, as the storefront sends it.
    setupRequest: (request) => ({
      ...request,
      headers: { ...base, 'authorization-jwt': adder(), 'idempotency-key': `bench-${process.pid}-${sent++}` },
    }),
  }));
  const reads: autocannon.Request[] = [
    {
      method: 'GET',
      path: '/api/v2/app/cart?page=cart',
      setupRequest: (request) => ({ ...request, headers: { ...base, 'authorization-jwt': reader() } }),
    },
  ];
  const previews: autocannon.Request[] = [
    {
      method: 'GET',
      path: '/api/v2/app/invoice/details?wallet=0',
      setupRequest: (request) => ({ ...request, headers: { ...base, 'authorization-jwt': reader() } }),
    },
  ];
  const first = adds[0] as { path: string; body: string };
  return [
    {
      name: 'add to cart (a crowd of customers)',
      slug: 'cart-add',
      kind: 'cart-write' as const,
      requests: adds,
      sample: {
        method: 'POST',
        path: first.path,
        body: first.body,
        headers: { ...base, 'authorization-jwt': adder(), 'idempotency-key': `bench-sample-${Date.now()}` },
      },
    },
    {
      name: `GET app/cart (${LINES} lines)`,
      slug: 'cart-get',
      kind: 'cart-read' as const,
      requests: reads,
      sample: {
        method: 'GET',
        path: '/api/v2/app/cart?page=cart',
        headers: { ...base, 'authorization-jwt': reader() },
      },
    },
    {
      name: `GET app/invoice/details (${LINES} lines)`,
      slug: 'invoice-preview',
      kind: 'checkout-read' as const,
      requests: previews,
      sample: {
        method: 'GET',
        path: '/api/v2/app/invoice/details?wallet=0',
        headers: { ...base, 'authorization-jwt': reader() },
      },
    },
  ];
}
