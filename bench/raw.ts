/**
 * The "raw pg" rows of `npm run bench` (issue 25): add to cart, the checkout preview and placing an order, measured
 * against bench/raw-server.ts — the same work as raw prepared statements through `pg`, no framework — right after the
 * API's own row, with the same request crowd (a crowd of its own, prepared the same way: orders consume carts). Each
 * API row then shows the raw server's req/s, p50 and p99, and the API's req/s as a share of it: the target, which a
 * busy machine slows on both sides alike.
 */
import type { ChildProcess } from 'node:child_process';
import { type CartShoppers, cartTargets, prepareCartShoppers } from './cart';
import { type Measured, placeEach } from './measure';
import { countFromNow, type OrderShoppers, orderRequests, oversold, prepareOrderShoppers } from './orders';
import { start } from './processes';

export interface RawCrowds {
  cart: CartShoppers;
  orders: OrderShoppers;
  /** Requests in flight at once, as for the API's rows. */
  connections: number;
}

/** Columns an API row gains beside its raw pg figure. */
export interface RawColumns {
  'raw pg req/s': number;
  'raw p50 ms': number;
  'raw p99 ms': number;
  /** Non-2xx answers and failed requests of the raw run: its req/s means nothing unless 0. */
  'raw errors': number;
  'share of raw': string;
}

/** The rows with a raw pg counterpart (their slugs, as bench/cart.ts names them). */
const RAW_SLUGS = ['cart-add', 'invoice-preview'];

/** Shoppers of the raw server's own, made as the API's are (accounts told apart by their mobile's prefix). */
export async function prepareRawCrowds(databaseUrl: string, connections: number, orders: number): Promise<RawCrowds> {
  return {
    connections,
    cart: await prepareCartShoppers(databaseUrl, connections, { adders: '8', readers: '9' }),
    orders: await prepareOrderShoppers(databaseUrl, orders, '4'),
  };
}

/** The raw server, on `port`, over the bench's database. */
export function startRawServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  return start(
    process.execPath,
    ['--import', 'tsx', 'bench/raw-server.ts'],
    { DATABASE_URL: databaseUrl, PORT: String(port) },
    /raw pg server/,
  );
}

/** The raw server's requests for the row `slug`, when it has a raw counterpart: the same requests, its own crowd. */
export function rawRequests(crowds: RawCrowds, slug: string, base: Record<string, string>) {
  if (!RAW_SLUGS.includes(slug)) return undefined;
  return cartTargets(crowds.cart, base).find((target) => target.slug === slug)?.requests;
}

/**
 * The raw server's orders, as the API's are placed (each customer once, a tenth warming up first), counted from now:
 * the API's orders took stock of the same variants before them. Oversold must be 0 here too.
 */
export async function placeRawOrders(
  databaseUrl: string,
  crowds: RawCrowds,
  port: number,
  base: Record<string, string>,
  count: number,
) {
  const shoppers = await countFromNow(databaseUrl, crowds.orders);
  const measured = await placeEach(port, orderRequests(shoppers, base), count, crowds.connections);
  return [measured, await oversold(databaseUrl, shoppers)] as const;
}

export function besideRaw(api: Measured, raw: Measured): RawColumns {
  return {
    'raw pg req/s': raw.reqPerSec,
    'raw p50 ms': raw.p50,
    'raw p99 ms': raw.p99,
    'raw errors': raw.errors,
    'share of raw': `${Math.round((api.reqPerSec / raw.reqPerSec) * 100)}%`,
  };
}

/** Issue 25's targets: our add to cart at least 60% of raw pg's, our orders at least 50%. */
export function rawTargets(
  rows: ReadonlyArray<{ kind: string; 'req/s': number } & Partial<RawColumns>>,
): Record<string, boolean> {
  // A raw run with errors answered some requests without doing their work: its figure is no target.
  const share = (kind: string) => {
    const row = rows.find((r) => r.kind === kind && r['raw pg req/s'] && r['raw errors'] === 0);
    return row ? row['req/s'] / (row['raw pg req/s'] as number) : 0;
  };
  return {
    'add to cart ≥ 60% of raw pg': share('cart-write') >= 0.6,
    'orders ≥ 50% of raw pg': share('order') >= 0.5,
  };
}
