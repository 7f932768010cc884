import { globalSettings, popupFreePages, popupPageLabels } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../client';
import { anchorProducts } from './data/anchors';
import { codesData, giftProgramsData, WELCOME_CREDIT } from './data/promotions';
import { type SeedSummary, seedDatabase, seedDemoAccounts } from './index';

const PRODUCTS = 300;
let database: Database;
let summary: SeedSummary;
const progress: Array<[number, number]> = [];

const count = async (table: string) =>
  (await database.rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

beforeAll(async () => {
  database = await createDatabase({ dataDir: 'memory://' });
  await database.migrate();
  summary = await seedDatabase(database, {
    products: PRODUCTS,
    seed: 11,
    batchSize: 120,
    onProgress: (done, total) => progress.push([done, total]),
  });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('seedDatabase on PGlite', () => {
  it('writes the expected counts and reports them', async () => {
    expect(summary.products).toBe(PRODUCTS);
    expect(await count('products')).toBe(PRODUCTS);
    expect(await count('variants')).toBe(summary.variants);
    expect(await count('product_images')).toBe(summary.images);
    expect(await count('brands')).toBe(summary.brands);
    expect(summary.brands).toBeGreaterThanOrEqual(45);
    expect(await count('categories')).toBe(summary.categories);
    expect(await count('collections')).toBe(summary.collections);
    expect(await count('collection_products')).toBe(summary.collectionProducts);
    expect(await count('cities')).toBe(19);
    expect(await count('faqs')).toBeGreaterThanOrEqual(40);
    expect(await count('popups')).toBe(summary.popups);
    expect(await count('search_terms')).toBeGreaterThan(200);
    expect(summary.variants).toBeGreaterThanOrEqual(PRODUCTS);
    expect(progress.at(-1)).toEqual([PRODUCTS, PRODUCTS]);
  });

  it("keeps every product's price, compare-at and stock flag equal to its variants", async () => {
    const [bad] = await database.rows<{ n: number }>(sql`
      select count(*)::int as n from products p
      join lateral (select price, compare_at from variants v where v.product_id = p.id order by position limit 1) f on true
      where f.price <> p.price or f.compare_at is distinct from p.compare_at
        or p.in_stock <> exists (select 1 from variants v where v.product_id = p.id and v.stock > 0)`);
    expect(bad?.n).toBe(0);
    const [ranges] = await database.rows<{ without: number; outOfStock: number; onSale: number }>(sql`
      select (select count(*)::int from products p where not exists (select 1 from variants v where v.product_id = p.id)) as without,
        (select count(*)::int from products where not in_stock) as "outOfStock",
        (select count(*)::int from products where compare_at is not null) as "onSale"`);
    expect(ranges).toEqual({ without: 0, outOfStock: expect.any(Number), onSale: expect.any(Number) });
    expect(ranges?.outOfStock).toBeGreaterThan(0);
    expect(ranges?.onSale).toBeGreaterThan(0);
  });

  it('lists the 19 governorates, Baghdad first, fees in whole dinars', async () => {
    const cities = await database.rows<{ id: number; name_ar: string; iso_code: string | null; delivery_fee: number }>(
      sql`select id, name_ar, iso_code, delivery_fee from cities order by sort_order`,
    );
    expect(cities[0]).toMatchObject({ name_ar: 'بغداد', iso_code: 'IQ-BG', delivery_fee: 5_000 });
    expect(cities.find((c) => c.name_ar === 'حلبجة')?.iso_code).toBeNull();
    expect(cities.filter((c) => c.iso_code !== null)).toHaveLength(18);
    for (const city of cities.slice(1)) {
      expect(city.delivery_fee).toBeGreaterThanOrEqual(6_000);
      expect(city.delivery_fee).toBeLessThanOrEqual(8_000);
    }
  });

  it('stores popups covering every rule of the spec, as a careful shop runs them', async () => {
    const popups = await database.rows<{
      pages: string[];
      status: boolean;
      collection_id: number | null;
      content_type: string;
      image_path: string | null;
      button_text: string | null;
      button_link: string | null;
      closeable: boolean;
      show_time: number;
      reshow_time: number;
    }>(sql`select * from popups order by id`);
    const active = popups.filter((p) => p.status);
    expect(active.some((p) => p.show_time > 0)).toBe(true);
    expect(active.some((p) => p.show_time === 0 && p.reshow_time > 0)).toBe(true);
    expect(active.some((p) => p.show_time === 0 && p.reshow_time === 0)).toBe(true);
    expect(active.some((p) => p.closeable)).toBe(true);
    expect(active.some((p) => !p.closeable)).toBe(true);
    expect(active.some((p) => p.button_text !== null)).toBe(true);
    // The shop's rules on top (issue 24): every shown button leads somewhere; nothing over checkout or sign-in.
    const leadingNowhere = active.filter((p) => p.button_text && p.collection_id === null && p.button_link === null);
    expect(leadingNowhere).toEqual([]);
    expect(active.some((p) => p.button_link === '/survey/quiz')).toBe(true);
    for (const popup of popups) for (const page of popupFreePages) expect(popup.pages).not.toContain(page);
    expect(active.some((p) => p.content_type === 'image' && p.image_path?.startsWith('/media/popups/'))).toBe(true);
    expect(active.some((p) => p.content_type === 'text' && p.image_path === null)).toBe(true);
    expect(active.some((p) => p.collection_id !== null)).toBe(true);
    expect(popups.some((p) => !p.status)).toBe(true);
    for (const popup of popups) for (const page of popup.pages) expect(popupPageLabels).toContain(page);
    const [linked] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from popups p join collections c on c.id = p.collection_id`,
    );
    expect(linked?.n).toBe(popups.filter((p) => p.collection_id !== null).length);
  });

  it('stores the global settings document the contract describes', async () => {
    const [row] = await database.rows<{ value: unknown }>(sql`select value from settings where key = 'global'`);
    const parsed = globalSettings.parse(row?.value);
    expect(parsed.store_name).toBe('وندر بيوتي');
    expect(parsed.currency).toBe('IQD');
  });

  it('has collections of every kind, each with members', async () => {
    const kinds = await database.rows<{ kind: string; collections: number; empty: number }>(sql`
      select kind, count(*)::int as collections,
        count(*) filter (where not exists (select 1 from collection_products cp where cp.collection_id = c.id))::int as empty
      from collections c group by kind order by kind`);
    expect(kinds.map((k) => k.kind).sort()).toEqual(
      [
        'allProducts',
        'body',
        'brands',
        'category',
        'guarantee',
        'hair',
        'ingredients',
        'partner',
        'productsList',
      ].sort(),
    );
    for (const kind of kinds) {
      expect(kind.collections).toBeGreaterThanOrEqual(3);
      expect(kind.empty).toBe(0);
    }
    const [links] = await database.rows<{ brand: number; category: number; ingredient: number; featured: number }>(sql`
      select count(brand_id)::int as brand, count(category_id)::int as category, count(ingredient_id)::int as ingredient,
        count(*) filter (where featured)::int as featured from collections`);
    expect(links?.brand).toBeGreaterThan(0);
    expect(links?.category).toBeGreaterThan(0);
    expect(links?.ingredient).toBeGreaterThan(0);
    expect(links?.featured).toBeGreaterThan(0);
  });

  it('makes CeraVe findable by its Arabic and Latin names and their spellings', async () => {
    const [brand] = await database.rows<{ search_names: string[] }>(
      sql`select search_names from brands where slug = 'cerave'`,
    );
    expect(brand?.search_names).toEqual(expect.arrayContaining(['سيرافي', 'cerave', 'سيرا في', 'سيرافيه']));
    const [product] = await database.rows<{ search_words: string[]; title_words: string[] }>(
      sql`select search_words, title_words from products where handle = 'cerave-foaming-cleanser-236ml'`,
    );
    expect(product?.search_words).toEqual(expect.arrayContaining(['سيرافي', 'cerave', 'غسول', 'رغوي', 'نياسيناميد']));
    const [cerave] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from products where search_words @> array['سيرافي', 'cerave']::text[]`,
    );
    expect(cerave?.n).toBeGreaterThanOrEqual(anchorProducts.filter((a) => a.brand === 'cerave').length + 3);
    const [term] = await database.rows<{ doc_count: number }>(
      sql`select doc_count from search_terms where term = 'سيرافي'`,
    );
    expect(term?.doc_count).toBeGreaterThan(0);
  });

  it('seeds demo codes covering each rule, and gift programs of real products in stock', async () => {
    expect(summary.codes).toBe(codesData.length);
    expect(await count('discount_codes')).toBe(codesData.length);
    const codes = await database.rows<{
      code: string;
      kind: string;
      value: number;
      min_subtotal: number;
      max_discount: number | null;
      usage_limit: number | null;
      first_order_only: boolean;
      brand_ids: number[];
      expired: boolean;
    }>(sql`select code, kind, value, min_subtotal, max_discount, usage_limit, first_order_only, brand_ids,
      coalesce(ends_at < now(), false) as expired from discount_codes order by id`);
    const byCode = new Map(codes.map((c) => [c.code, c]));
    expect(byCode.get('WELCOME10')).toMatchObject({ kind: 'percentage', value: 10, first_order_only: true });
    expect(byCode.get('WELCOME10')?.max_discount).toBe(10_000);
    expect(byCode.get('SAVE5000')).toMatchObject({ kind: 'fixed', value: 5_000, min_subtotal: 40_000 });
    expect(byCode.get('FREESHIP')).toMatchObject({ kind: 'free_delivery', min_subtotal: 25_000 });
    const [cerave] = await database.rows<{ id: number }>(sql`select id from brands where slug = 'cerave'`);
    expect(byCode.get('CERAVE15')?.brand_ids).toEqual([cerave?.id]);
    expect(codes.filter((c) => c.usage_limit !== null && c.usage_limit <= 10)).toHaveLength(1);
    expect(codes.filter((c) => c.expired).map((c) => c.code)).toEqual(['RAMADAN25']);
    for (const code of codes) expect(code.code).toBe(code.code.trim().toUpperCase());

    expect(summary.giftPrograms).toBe(giftProgramsData.length);
    const programs = await database.rows<{ min_total: number; max_gifts: number; products: number; in_stock: number }>(
      sql`select g.min_total, g.max_gifts, count(gp.product_id)::int as products,
        count(*) filter (where (select v.stock from variants v where v.product_id = gp.product_id
          order by v.position, v.id limit 1) > 0)::int as in_stock
        from gift_programs g join gift_program_products gp on gp.program_id = g.id
        group by g.id order by g.sort_order`,
    );
    expect(programs).toEqual([
      { min_total: 40_000, max_gifts: 1, products: 3, in_stock: 3 },
      { min_total: 75_000, max_gifts: 2, products: 4, in_stock: 4 },
    ]);
  });

  it("credits the demo customer's welcome 15,000 once, as a ledger entry and its balance", async () => {
    await seedDemoAccounts(database);
    await seedDemoAccounts(database);
    const rows = await database.rows<{ mobile: string; entries: number; sum: number; balance: number | null }>(sql`
      select u.mobile, count(e.id)::int as entries, coalesce(sum(e.amount), 0)::int as sum,
        (select balance from wallet_balances b where b.user_id = u.id) as balance
      from users u left join wallet_entries e on e.user_id = u.id and e.reason = 'welcome'
      where u.mobile like '+9647701%'
      group by u.id order by u.mobile`);
    expect(rows).toEqual([
      { mobile: '+9647701000001', entries: 1, sum: WELCOME_CREDIT, balance: WELCOME_CREDIT },
      { mobile: '+9647701000002', entries: 0, sum: 0, balance: null },
      { mobile: '+9647701000003', entries: 0, sum: 0, balance: null },
      { mobile: '+9647701000008', entries: 0, sum: 0, balance: null },
      { mobile: '+9647701000009', entries: 0, sum: 0, balance: null },
    ]);
    expect(WELCOME_CREDIT).toBe(15_000);
  });

  it("fills the desk's partner queue and the store's feedback once (issue 15)", async () => {
    await seedDemoAccounts(database);
    await seedDemoAccounts(database);
    const applications = await database.rows<{ partner_type: string; status: string; city: string }>(sql`
      select p.partner_type, p.status, c.name_ar as city from partner_applications p join cities c on c.id = p.city_id
      order by p.created_at desc`);
    expect(applications).toEqual([
      { partner_type: 'influencer', status: 'pending', city: 'البصرة' },
      { partner_type: 'pharmacist', status: 'pending', city: 'النجف' },
      { partner_type: 'influencer', status: 'rejected', city: 'أربيل' },
    ]);
    expect(await count('store_feedback')).toBe(3);
  });

  it('leaves the sequences past the seeded ids', async () => {
    const [row] = await database.rows<{ id: number }>(
      sql`insert into faqs (question, answer) values ('سؤال؟', 'جواب.') returning id`,
    );
    expect(row?.id).toBe((await count('faqs')) as number);
    await database.rows(sql`delete from faqs where id = ${row?.id ?? 0}`);
  });

  it('refuses a non-empty catalogue unless asked to reset it', async () => {
    await expect(seedDatabase(database, { products: 10 })).rejects.toThrow(/not empty/);
    expect(await count('products')).toBe(PRODUCTS);
    const again = await seedDatabase(database, { products: 120, seed: 11, reset: true });
    expect(again.products).toBe(120);
    expect(await count('products')).toBe(120);
    expect(await count('cities')).toBe(19);
    expect(await count('discount_codes')).toBe(codesData.length);
    expect(await count('gift_program_products')).toBe(7);
    const [first] = await database.rows<{ id: number }>(sql`select min(id)::int as id from products`);
    expect(first?.id).toBe(1);
  });
});
