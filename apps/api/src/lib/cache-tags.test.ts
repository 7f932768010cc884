import { catalog } from '@wb/contract';
import { transaction } from '@wb/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, startTestStore, type TestStore } from '../../test/harness';
import { fillCart, newShopper, stockedVariant } from '../../test/kits/orders';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { CacheTags, type TaggedStore } from './cache-tags';

/**
 * Two API processes over one database (here two apps sharing it): a catalogue write drops the cached answers it
 * changed in both at once, not after their TTL, and a write that rolls back drops nothing.
 */
let store: TestStore;
let other: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  store = await startTestStore({ CACHE_TTL_SECONDS: '3600' });
  other = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CACHE_TTL_SECONDS: '3600' }),
    store.database,
    false,
  );
  await other.app.ready();
});
afterAll(async () => {
  await other?.app.close();
  await store?.close();
});

async function stockShown(app: 'first' | 'second', productId: number, variantId: number): Promise<number | undefined> {
  const inject =
    app === 'first'
      ? store.call
      : (options: Parameters<TestStore['call']>[0]) =>
          other.app.inject({ ...options, headers: { 'x-app-key': 'wb-dev-key' } });
  const response = await inject({ method: 'GET', url: `/api/v2/app/products/details?product_id=${productId}` });
  const details = catalog.productDetailsRoute.response.parse(response.json()).data;
  return details.variants.find((variant) => variant.id === variantId)?.stock;
}

describe('cache invalidation by tag', () => {
  it("a product's stock change reaches every process's next answer, inside the TTL", async () => {
    const [variant] = await store.database.rows<{ id: number; product_id: number }>(sql`
      select v.id, v.product_id from variants v join products p on p.id = v.product_id
      where p.status = 'active' order by v.id limit 1`);
    expect(variant).toBeDefined();
    const { id, product_id } = variant as { id: number; product_id: number };
    await store.database.rows(sql`update variants set stock = 7 where id = ${id}`);
    store.kernel.cacheTags.drop(['catalog']);
    other.kernel.cacheTags.drop(['catalog']);
    expect(await stockShown('first', product_id, id)).toBe(7);
    expect(await stockShown('second', product_id, id)).toBe(7);

    await transaction(store.database.db, async (tx) => {
      await tx.execute(sql`update variants set stock = 3 where id = ${id}`);
      await store.kernel.cacheTags.invalidate(tx, [`product:${product_id}`, 'listings']);
    });
    await expect.poll(() => stockShown('first', product_id, id)).toBe(3);
    await expect.poll(() => stockShown('second', product_id, id)).toBe(3);
  });

  it('a write that rolls back drops nothing; one that commits drops its tags everywhere', async () => {
    const seen: string[][] = [];
    const spy: TaggedStore = { dropTags: (tags) => void seen.push([...tags]) };
    other.kernel.cacheTags.register(spy);
    await transaction(store.database.db, async (tx) => {
      await store.kernel.cacheTags.invalidate(tx, ['product:1']);
      throw new Error('the write fails');
    }).catch(() => {});
    await transaction(store.database.db, (tx) => store.kernel.cacheTags.invalidate(tx, ['product:2']));
    await expect.poll(() => seen).toEqual([['product:2']]);
  });

  it('notices of writes committed together go out together, after their commits, and all arrive', async () => {
    const heard = new Set<string>();
    other.kernel.cacheTags.register({
      dropTags: (tags) => {
        for (const tag of tags) heard.add(tag);
      },
    });
    const tags = Array.from({ length: 20 }, (_, i) => `product:${900_000 + i}`);
    const { statements } = await store.statementsDuring(() =>
      Promise.all(
        tags.map((tag) => transaction(store.database.db, (tx) => store.kernel.cacheTags.invalidate(tx, [tag]))),
      ),
    );
    const notices = statements.filter((text) => text.includes('pg_notify'));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.length).toBeLessThan(tags.length);
    await expect.poll(() => tags.filter((tag) => heard.has(tag)).length).toBe(tags.length);
  });

  it('a session ended through one process is refused by the other at once, not after its cache time', async () => {
    const { jwt_token } = await store.signIn(DEMO.customer);
    const asOther = () =>
      other.app.inject({ url: '/api/v2/app/profile', headers: { 'x-app-key': 'wb-dev-key', ...bearer(jwt_token) } });
    expect((await asOther()).statusCode).toBe(200);
    const logout = await store.call({ method: 'POST', url: '/api/v2/app/logout', headers: bearer(jwt_token) });
    expect(logout.statusCode).toBe(200);
    await expect.poll(async () => (await asOther()).statusCode, { timeout: 15_000 }).toBe(401);
  });

  it("a customer's cart changed through one process is read fresh by the other", async () => {
    const { jwt_token } = await store.signIn(DEMO.customer);
    const headers = { 'x-app-key': 'wb-dev-key', ...bearer(jwt_token) };
    const countOnOther = async () =>
      (await other.app.inject({ url: '/api/v2/app/cart/count', headers })).json().data.item_count as number;
    const before = await countOnOther();
    const [variant] = await store.database.rows<{ id: number; product_id: number }>(sql`
      select v.id, v.product_id from variants v join products p on p.id = v.product_id
      where p.status = 'active' and v.stock > 5 order by v.id desc limit 1`);
    const added = await store.call({
      method: 'POST',
      url: '/api/v2/app/cart/items',
      headers: bearer(jwt_token),
      payload: { price: 0, quantity: 2, shopify_variant_id: variant?.id, shopify_product_id: variant?.product_id },
    });
    expect(added.statusCode).toBe(200);
    await expect.poll(countOnOther, { timeout: 15_000 }).toBe(before + 2);
  });

  it("a customer's address and wallet changed through one process show in the other's checkout preview", async () => {
    const shopper = await newShopper(store);
    await fillCart(store, shopper, [[await stockedVariant(store, 10, 12_000), 1]]);
    const previewOnOther = async () => {
      const response = await other.app.inject({
        url: '/api/v2/app/invoice/details',
        headers: { 'x-app-key': 'wb-dev-key', ...shopper.headers },
      });
      const { delivery_fee, wallet_balance } = response.json().data;
      return { delivery_fee, wallet_balance };
    };
    // Baghdad's delivery fee, and nothing in the wallet.
    expect(await previewOnOther()).toEqual({ delivery_fee: 5_000, wallet_balance: 0 });
    await store.services.wallet.credit(store.ctx(), shopper.id, 9_000, 'staff', { note: 'test' });
    const basra = await store.call({
      method: 'POST',
      url: '/api/v2/app/profile/addresses',
      headers: shopper.headers,
      payload: { name: 'زينب علي', mobile: '07701234567', city_id: 2, address: 'العشار', is_active: true },
    });
    expect(basra.statusCode, basra.body).toBe(200);
    await expect.poll(previewOnOther, { timeout: 15_000 }).toEqual({ delivery_fee: 7_000, wallet_balance: 9_000 });
  });
});

describe("the writing process's own caches", () => {
  // A CacheTags that hears no notice from the database: what it drops, it dropped itself, and when.
  function watched() {
    const dropped: string[] = [];
    const tags = new CacheTags(store.app.log);
    tags.register({ dropTags: (names) => dropped.push(...names) });
    return { tags, dropped };
  }

  it('are dropped once the write commits, before its answer, without waiting for the notice', async () => {
    const { tags, dropped } = watched();
    await transaction(store.database.db, async (tx) => {
      await tags.invalidate(tx, ['product:1']);
      expect(dropped).toEqual([]);
    });
    expect(dropped).toEqual(['product:1']);
  });

  it('are kept when the write rolls back, or a savepoint inside it does', async () => {
    const { tags, dropped } = watched();
    await expect(
      transaction(store.database.db, async (tx) => {
        await tags.invalidate(tx, ['product:2']);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await transaction(store.database.db, async (tx) => {
      await transaction(tx, async (savepoint) => {
        await tags.invalidate(savepoint, ['product:3']);
      });
      // The savepoint is released, not committed: the drop waits for the transaction around it.
      expect(dropped).toEqual([]);
      await transaction(tx, async (savepoint) => {
        await tags.invalidate(savepoint, ['product:4']);
        throw new Error('refused');
      }).catch(() => undefined);
    });
    expect(dropped).toEqual(['product:3']);
  });
});
