/**
 * The cart rows of `npm run bench`: add to cart and GET app/cart with every connection its own signed-in customer,
 * as a crowd of shoppers would (one cart each, no lock shared between connections).
 */
import { createDatabase } from '@wb/db';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../apps/api/src/config';
import { systemCtx } from '../apps/api/src/context';
import { CacheTags } from '../apps/api/src/lib/cache-tags';
import { TokenService } from '../apps/api/src/modules/auth/tokens';

export interface CartShoppers {
  tokens: string[];
  variants: Array<{ variantId: number; productId: number }>;
}

/** Lines each shopper's cart holds when GET app/cart is measured. */
const LINES = 5;

/**
 * One customer per connection, signed in with a real session; 50 variants in deep stock to add; every cart emptied
 * and filled with LINES lines. Tokens are signed with the API's development secret (the bench API runs without one).
 */
export async function prepareCartShoppers(databaseUrl: string, count: number): Promise<CartShoppers> {
  const database = await createDatabase({ url: databaseUrl });
  const variants = await database.rows<{ variantId: number; productId: number }>(sql`
    select v.id as "variantId", v.product_id as "productId" from variants v join products p on p.id = v.product_id
    where p.status = 'active' order by v.id limit 50`);
  await database.rows(sql`update variants set stock = 1000000 where id in (
    select v.id from variants v join products p on p.id = v.product_id where p.status = 'active' order by v.id limit 50)`);
  const mobiles = Array.from({ length: count }, (_, i) => `+96477099${String(i).padStart(5, '0')}`);
  await database.rows(sql`
    insert into users (mobile, name, user_type, registration_confirmed)
    select m, 'زبونة القياس', 'customer', true from unnest(${`{${mobiles.join(',')}}`}::text[]) as m
    on conflict (mobile) do nothing`);
  const users = await database.rows<{ id: number }>(sql`
    select id from users where mobile = any(${`{${mobiles.join(',')}}`}::text[]) order by mobile`);
  await database.rows(
    sql`delete from cart_items where cart_id in (select id from carts where owner_id = any(${`{${users.map((u) => u.id).join(',')}}`}::int[]))`,
  );
  await database.rows(
    sql`delete from idempotency_keys where user_id = any(${`{${users.map((u) => u.id).join(',')}}`}::int[])`,
  );
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
  const log = pino({ level: 'silent' });
  const tokens = new TokenService(config.auth, log, new CacheTags(log));
  const ctx = systemCtx(database, log, 'bench');
  const signed: string[] = [];
  for (const user of users) {
    signed.push(
      (await tokens.startSession(ctx, user.id, 'customer', { ip: '127.0.0.1', userAgent: 'bench' })).jwt_token,
    );
    await database.rows(sql`insert into carts (owner_id, kind) values (${user.id}, 'customer') on conflict do nothing`);
    for (const variant of variants.slice(0, LINES)) {
      await database.rows(sql`
        insert into cart_items (cart_id, variant_id, quantity)
        select id, ${variant.variantId}, 1 from carts where owner_id = ${user.id} and kind = 'customer'
        on conflict do nothing`);
    }
  }
  await database.close();
  return { tokens: signed, variants };
}

type Headers = Record<string, string>;
type Context = Record<string, unknown>;

/** Gives each connection a customer of its own on its first request; every later request of it signs as that one. */
function shopperPerConnection(shoppers: CartShoppers) {
  let next = 0;
  return (context: Context): string => {
    context.token ??= shoppers.tokens[next++ % shoppers.tokens.length];
    return `jwt ${context.token}`;
  };
}

export function cartTargets(shoppers: CartShoppers, base: Headers) {
  const signAdd = shopperPerConnection(shoppers);
  const signRead = shopperPerConnection(shoppers);
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
    setupRequest: (request, context) => ({
      ...request,
      headers: {
        ...base,
        'authorization-jwt': signAdd(context as Context),
        'idempotency-key': `bench-${process.pid}-${sent++}`,
      },
    }),
  }));
  const reads: autocannon.Request[] = [
    {
      method: 'GET',
      path: '/api/v2/app/cart?page=cart',
      setupRequest: (request, context) => ({
        ...request,
        headers: { ...base, 'authorization-jwt': signRead(context as Context) },
      }),
    },
  ];
  const sampleHeaders = { ...base, 'authorization-jwt': `jwt ${shoppers.tokens[0]}` };
  const first = adds[0] as { path: string; body: string };
  return [
    {
      name: 'add to cart (own customer per connection)',
      slug: 'cart-add',
      kind: 'cart-write' as const,
      requests: adds,
      sample: {
        method: 'POST',
        path: first.path,
        body: first.body,
        headers: { ...sampleHeaders, 'idempotency-key': `bench-sample-${Date.now()}` },
      },
    },
    {
      name: 'GET app/cart (5 lines)',
      slug: 'cart-get',
      kind: 'cart-read' as const,
      requests: reads,
      sample: { method: 'GET', path: '/api/v2/app/cart?page=cart', headers: sampleHeaders },
    },
  ];
}
