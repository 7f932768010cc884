import { giftProgram } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../test/harness';
import { days, insertProgram, productsWithStock } from '../../../test/kits/promotions';

/** Gift programs as checkout and the prediction call see them: what a spend unlocks, and which choices stand. */
let store: TestStore;
let products: Awaited<ReturnType<typeof productsWithStock>>;
let small: number;
let large: number;

beforeAll(async () => {
  store = await startTestStore();
  // This file's own programs only (its database is its own copy): the seeded ones are checked by the seed's tests.
  await store.database.rows(sql`update gift_programs set active = false`);
  products = await productsWithStock(store, 8);
  const ids = products.map((p) => p.id);
  small = await insertProgram(store, { minTotal: 40_000, maxGifts: 1, productIds: ids.slice(0, 3), sortOrder: 1 });
  large = await insertProgram(store, { minTotal: 75_000, maxGifts: 2, productIds: ids.slice(3, 7), sortOrder: 2 });
  await insertProgram(store, { minTotal: 1, productIds: [ids[7] as number], active: false });
  await insertProgram(store, { minTotal: 1, productIds: [ids[7] as number], startsAt: days(1) });
  await insertProgram(store, { minTotal: 1, productIds: [ids[7] as number], endsAt: days(-1) });
});
afterAll(() => store?.close());

const gifts = () => store.services.gifts;
const id = (i: number) => products[i]?.id as number;

describe('programs', () => {
  it('lists the running programs in order, each with its products as cards, unlocked or not', async () => {
    const programs = await gifts().programs(store.ctx(), 50_000);
    for (const program of programs) giftProgram.parse(program);
    expect(programs.map((p) => p.id)).toEqual([small, large]);
    expect(programs[0]).toMatchObject({ min_total: 40_000, max_gifts: 1, unlocked: true, amount_to_unlock: 0 });
    expect(programs[1]).toMatchObject({ min_total: 75_000, max_gifts: 2, unlocked: false, amount_to_unlock: 25_000 });
    expect(programs[0]?.products.map((p) => [p.id, p.program_id])).toEqual([
      [id(0), small],
      [id(1), small],
      [id(2), small],
    ]);
    expect(programs[1]?.products.map((p) => p.id)).toEqual([id(3), id(4), id(5), id(6)]);
    expect(programs[0]?.products[0]).toMatchObject({
      default_variant_id: products[0]?.variant_id,
      price: products[0]?.price,
    });
  });

  it('unlocks a program at exactly its minimum, and shows what is missing below it', async () => {
    const at = await gifts().programs(store.ctx(), 75_000);
    expect(at.map((p) => p.unlocked)).toEqual([true, true]);
    const empty = await gifts().programs(store.ctx(), 0);
    expect(empty.map((p) => [p.unlocked, p.amount_to_unlock])).toEqual([
      [false, 40_000],
      [false, 75_000],
    ]);
  });

  it('leaves out a product that is no longer for sale', async () => {
    await store.database.rows(sql`update products set status = 'draft' where id = ${id(6)}`);
    store.kernel.cacheTags.drop(['listings']);
    const [, program] = await gifts().programs(store.ctx(), 0);
    expect(program?.products.map((p) => p.id)).toEqual([id(3), id(4), id(5)]);
    await store.database.rows(sql`update products set status = 'active' where id = ${id(6)}`);
    store.kernel.cacheTags.drop(['listings']);
  });
});

describe('unlocked', () => {
  it("gives the gift products of the programs the spend reaches, with each one's program", async () => {
    expect(await gifts().unlocked(store.ctx(), 39_999)).toEqual([]);
    const some = await gifts().unlocked(store.ctx(), 40_000);
    expect(some.map((p) => [p.id, p.program_id])).toEqual([
      [id(0), small],
      [id(1), small],
      [id(2), small],
    ]);
    expect((await gifts().unlocked(store.ctx(), 100_000)).map((p) => p.program_id)).toEqual([
      small,
      small,
      small,
      large,
      large,
      large,
      large,
    ]);
  });
});

describe('choose', () => {
  it("answers each gift with the variant that ships (the product's first) and its stock", async () => {
    const lines = await gifts().choose(
      store.ctx(),
      [
        { id: id(1), program_id: small },
        { id: id(3), program_id: large },
        { id: id(4), program_id: large },
      ],
      80_000,
    );
    expect(lines).toEqual([
      { programId: small, productId: id(1), variantId: products[1]?.variant_id, stock: products[1]?.stock },
      { programId: large, productId: id(3), variantId: products[3]?.variant_id, stock: products[3]?.stock },
      { programId: large, productId: id(4), variantId: products[4]?.variant_id, stock: products[4]?.stock },
    ]);
  });

  it('ignores duplicates of the same id and program_id (spec §5), so a double tap is not "too many"', async () => {
    const twice = { id: id(0), program_id: small };
    const lines = await gifts().choose(store.ctx(), [twice, { ...twice }, twice], 40_000);
    expect(lines.map((l) => [l.productId, l.programId])).toEqual([[id(0), small]]);
    expect(await gifts().choose(store.ctx(), [], 0)).toEqual([]);
  });

  it('refuses a gift that is not in the program it names, or a program that is not running, as gift.unknown', async () => {
    const [inactive] = await store.database.rows<{ id: number }>(
      sql`select id from gift_programs where not active and min_total = 1 order by id desc limit 1`,
    );
    const wrong = [
      { id: id(3), program_id: small },
      { id: id(0), program_id: 999_999 },
      { id: id(7), program_id: inactive?.id as number },
    ];
    for (const choice of wrong) {
      await expect(gifts().choose(store.ctx(), [choice], 1_000_000), JSON.stringify(choice)).rejects.toMatchObject({
        code: 'gift.unknown',
        status: 422,
        errors: { gifts: [expect.any(String)] },
      });
    }
    const [notStarted, ended] = await store.database.rows<{ id: number }>(
      sql`select id from gift_programs where active and min_total = 1 order by id`,
    );
    for (const program of [notStarted, ended]) {
      await expect(
        gifts().choose(store.ctx(), [{ id: id(7), program_id: program?.id as number }], 1_000_000),
      ).rejects.toMatchObject({ code: 'gift.unknown' });
    }
  });

  it('refuses a gift of a program the spend does not reach as gift.not_unlocked', async () => {
    await expect(gifts().choose(store.ctx(), [{ id: id(3), program_id: large }], 74_999)).rejects.toMatchObject({
      code: 'gift.not_unlocked',
    });
  });

  it("refuses more gifts than a program's max_gifts as gift.too_many, naming the maximum", async () => {
    const three = [id(3), id(4), id(5)].map((product) => ({ id: product, program_id: large }));
    await expect(gifts().choose(store.ctx(), three, 100_000)).rejects.toMatchObject({
      code: 'gift.too_many',
      message: 'يمكنك اختيار 2 من هدايا هذا العرض فقط.',
    });
    const two = [id(0), id(1)].map((product) => ({ id: product, program_id: small }));
    await expect(gifts().choose(store.ctx(), two, 100_000)).rejects.toMatchObject({ code: 'gift.too_many' });
  });

  it('refuses a gift whose first variant is out of stock, even when another variant has stock', async () => {
    const product = products[2] as (typeof products)[number];
    await store.database.rows(sql`update variants set stock = 0 where id = ${product.variant_id}`);
    const [other] = await store.database.rows<{ id: number }>(sql`
      insert into variants (product_id, sku, title, price, stock, position)
      values (${product.id}, ${`GIFT-${product.id}-2`}, 'ثاني', 1000, 50, 99) returning id`);
    expect(other?.id).toBeGreaterThan(0);
    await expect(gifts().choose(store.ctx(), [{ id: product.id, program_id: small }], 50_000)).rejects.toMatchObject({
      code: 'gift.out_of_stock',
      status: 409,
    });
    await store.database.rows(sql`update variants set stock = ${product.stock} where id = ${product.variant_id}`);
  });

  it('refuses one unit of stock shared by the same product chosen in two programs', async () => {
    const shared = await insertProgram(store, { minTotal: 10_000, maxGifts: 1, productIds: [id(0)], sortOrder: 3 });
    const product = products[0] as (typeof products)[number];
    await store.database.rows(sql`update variants set stock = 1 where id = ${product.variant_id}`);
    const both = [
      { id: id(0), program_id: small },
      { id: id(0), program_id: shared },
    ];
    await expect(gifts().choose(store.ctx(), both, 50_000)).rejects.toMatchObject({ code: 'gift.out_of_stock' });
    await store.database.rows(sql`update variants set stock = 2 where id = ${product.variant_id}`);
    expect(await gifts().choose(store.ctx(), both, 50_000)).toHaveLength(2);
    await store.database.rows(sql`update variants set stock = ${product.stock} where id = ${product.variant_id}`);
    await store.database.rows(sql`update gift_programs set active = false where id = ${shared}`);
    store.kernel.cacheTags.drop(['gift-programs']);
  });
});
