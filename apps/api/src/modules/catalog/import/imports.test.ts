import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../../test/harness';
import { auditOf, type Desk, deskCall, deskOk, fileForm, openDesk } from '../../../../test/kits/catalog';

/**
 * The Shopify product CSV import (issue 12), with a file written from the columns Shopify's own export writes
 * (fixtures/shopify-products.csv): products with several variants (one option, two options, Shopify's "Default
 * Title"), Arabic text, HTML descriptions, picture rows, and bad rows — a missing title, fractional and negative
 * prices, a SKU twice, an unknown status, a gift card, a quantity and a compare-at price that are not numbers.
 */
const FILE = readFileSync(new URL('./fixtures/shopify-products.csv', import.meta.url));

let store: TestStore;
let desk: Desk;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  desk = await openDesk(store);
});
afterAll(() => store?.close());

interface ImportData {
  id: number;
  status: string;
  dry_run: boolean;
  total_rows: number;
  processed_rows: number;
  created_products: number;
  updated_products: number;
  rejected_count: number;
  rejected: Array<{ line: number; handle: string | null; reason: string }>;
}

const upload = (bytes: Uint8Array, fields: Record<string, string> = {}) =>
  deskCall(desk, 'POST', '/imports', fileForm(bytes, 'products_export.csv', 'text/csv', fields));

/** Runs the import's jobs here, as a worker would, and reads it back. */
async function finished(id: number): Promise<ImportData> {
  await store.kernel.jobs.drain(store.services.catalogImports.batchJob);
  return deskOk<ImportData>(desk, 'GET', `/imports/${id}`);
}

const HANDLES = ['rose-water-toner', 'argan-oil-shampoo', 'oud-hair-mist', 'vitamin-c-serum', 'copycat-toner'];
const catalogState = async () => {
  const [row] = await store.database.rows<{ products: number; brands: number; movements: number }>(sql`
    select (select count(*)::int from products where handle = any(${`{${HANDLES.join(',')}}`}::text[])) as products,
      (select count(*)::int from brands) as brands,
      (select count(*)::int from stock_movements) as movements`);
  return row as { products: number; brands: number; movements: number };
};

const EXPECTED_REJECTIONS = [
  [9, 'untitled-cream', 'العنوان (Title) فارغ'],
  [10, 'vitamin-c-serum', 'السعر «22500.50» غير صالح'],
  [12, 'vitamin-c-serum', 'السعر «-5000» غير صالح'],
  [13, 'copycat-toner', 'مكرر في الملف (أول مرة في السطر 2)'],
  [14, 'mystery-balm', 'الحالة «pending» غير معروفة'],
  [15, 'store-gift-card', 'بطاقات الهدايا'],
  [16, 'hand-cream-shea', 'الكمية «abc» غير صالحة'],
  [17, 'hand-cream-shea', 'السعر قبل الخصم «ten» غير صالح'],
] as const;

function expectReport(result: ImportData) {
  expect(result).toMatchObject({
    status: 'done',
    total_rows: 16,
    processed_rows: 16,
    created_products: 4,
    updated_products: 0,
    rejected_count: EXPECTED_REJECTIONS.length,
  });
  expect(result.rejected.map((r) => [r.line, r.handle])).toEqual(EXPECTED_REJECTIONS.map(([l, h]) => [l, h]));
  for (const [i, [, , words]] of EXPECTED_REJECTIONS.entries()) expect(result.rejected[i]?.reason).toContain(words);
}

describe('a Shopify export, dry run first, then for real', () => {
  let dry: ImportData;
  it('the dry run reports what would be done and writes nothing to the catalogue', async () => {
    const before = await catalogState();
    const response = await upload(FILE, { file_name: 'products_export.csv' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'queued', dry_run: true, total_rows: 16, processed_rows: 0 });
    dry = await finished(response.json().data.id);
    expectReport(dry);
    expect(await auditOf(store, 'catalogue_import', dry.id)).toEqual([
      expect.objectContaining({
        action: 'import.create',
        actor_id: desk.adminId,
        after: { file_name: 'products_export.csv', dry_run: true, total_rows: 16 },
      }),
    ]);
    expect(await catalogState()).toEqual(before);
  });

  it('applied, it does exactly what the dry run said', async () => {
    const before = await catalogState();
    const applied = await deskOk<ImportData>(desk, 'POST', `/imports/${dry.id}/apply`);
    expect(applied).toMatchObject({ dry_run: false, status: 'queued' });
    const result = await finished(applied.id);
    expectReport(result);
    expect(result.rejected).toEqual(dry.rejected);
    const after = await catalogState();
    expect(after.products).toBe(4);
    // Two vendors the store did not have: Rosea Botanicals and Arabian Oud House (CeraVe and The Ordinary it has).
    expect(after.brands - before.brands).toBe(2);
  });

  it('made the products with their variants, prices, stock in the ledger, text descriptions and mapped brands', async () => {
    const rows = await store.database.rows<{
      handle: string;
      title: string;
      status: string;
      description: string;
      brand: string;
      category: string;
      variants: Array<{ sku: string; title: string; price: number; compare_at: number | null; stock: number }>;
    }>(sql`
      select p.handle, p.title, p.status, p.description, b.name_en as brand, c.name_en as category,
        (select json_agg(json_build_object('sku', v.sku, 'title', v.title, 'price', v.price, 'compare_at', v.compare_at,
          'stock', v.stock) order by v.position) from variants v where v.product_id = p.id) as variants
      from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
      where p.handle = any(${`{${HANDLES.join(',')}}`}::text[]) order by p.id`);
    const byHandle = Object.fromEntries(rows.map((row) => [row.handle, row]));
    expect(byHandle['rose-water-toner']).toMatchObject({
      title: 'تونر ماء الورد المنعش',
      status: 'active',
      brand: 'Rosea Botanicals',
      category: 'Toners & Masks',
      variants: [
        { sku: 'ROSEA-TONER-100', title: '100 مل', price: 15_000, compare_at: 18_000, stock: 12 },
        { sku: 'ROSEA-TONER-200', title: '200 مل', price: 25_000, compare_at: null, stock: 0 },
      ],
    });
    expect(byHandle['rose-water-toner']?.description).toContain('تونر لطيف للبشرة الحساسة');
    expect(byHandle['rose-water-toner']?.description).not.toMatch(/<[a-z]/);
    expect(byHandle['argan-oil-shampoo']).toMatchObject({
      brand: 'CeraVe',
      category: 'Shampoo',
      variants: [
        { title: '250 مل / لافندر', price: 12_000, stock: 8 },
        { title: '250 مل / نعناع', stock: 5 },
        // A compare-at price equal to the price is no sale.
        { title: '500 مل / لافندر', price: 20_000, compare_at: null, stock: 3 },
      ],
    });
    expect(byHandle['oud-hair-mist']).toMatchObject({
      status: 'draft',
      category: 'Imported products',
      variants: [{ sku: 'oud-hair-mist-1', title: 'قطعة واحدة', price: 30_000, stock: 4 }],
    });
    expect(byHandle['vitamin-c-serum']?.variants).toEqual([
      { sku: 'VITC-60', title: '60 مل', price: 38_000, compare_at: null, stock: 6 },
    ]);
    const [ledger] = await store.database.rows<{ reason: string; delta: number; note: string }>(sql`
      select m.reason, m.delta, m.note from stock_movements m join variants v on v.id = m.variant_id
      where v.sku = 'ROSEA-TONER-100'`);
    expect(ledger).toMatchObject({ reason: 'import', delta: 12, note: expect.stringContaining('استيراد') });
    // Written through the desk's writer: audited, and found by search at once.
    const [product] = await store.database.rows<{ id: number }>(
      sql`select id from products where handle = 'rose-water-toner'`,
    );
    expect((await auditOf(store, 'product', product?.id ?? 0))[0]).toMatchObject({ action: 'product.create' });
    const search = await store.call({ method: 'POST', url: '/api/v2/app/search', payload: { keyword: 'rosea' } });
    expect(search.json().data.map((card: { id: number }) => card.id)).toContain(product?.id);
  });

  it('a file again with the same handles updates them: new prices, stock counted to the new level', async () => {
    const csv = [
      'Handle,Title,Vendor,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Status',
      'rose-water-toner,تونر ماء الورد الجديد,Rosea Botanicals,Size,100 مل,ROSEA-TONER-100,20,16000,active',
      'rose-water-toner,,,,300 مل,ROSEA-TONER-300,9,33000,',
    ].join('\n');
    const queued = await deskOk<ImportData>(desk, 'POST', '/imports', {
      csv,
      file_name: 'update.csv',
      dry_run: false,
    });
    const result = await finished(queued.id);
    expect(result).toMatchObject({ status: 'done', created_products: 0, updated_products: 1, rejected_count: 0 });
    const variants = await store.database.rows<{ sku: string; price: number; stock: number }>(sql`
      select v.sku, v.price, v.stock from variants v join products p on p.id = v.product_id
      where p.handle = 'rose-water-toner' order by v.position`);
    expect(variants).toEqual([
      { sku: 'ROSEA-TONER-100', price: 16_000, stock: 20 },
      { sku: 'ROSEA-TONER-200', price: 25_000, stock: 0 },
      { sku: 'ROSEA-TONER-300', price: 33_000, stock: 9 },
    ]);
    const moves = await store.database.rows<{ delta: number }>(sql`
      select m.delta from stock_movements m join variants v on v.id = m.variant_id
      where v.sku = 'ROSEA-TONER-100' order by m.id`);
    expect(moves.map((m) => m.delta)).toEqual([12, 8]);
  });
});

describe('POST /admin/imports refuses what it cannot read, in Arabic', () => {
  it.each([
    ['no file and no text', {}],
    ['a CSV without a Handle column', { csv: 'Title,Price\nx,1' }],
    ['a header and nothing else', { csv: 'Handle,Title' }],
    ['broken quoting', { csv: 'Handle,Title\n"abc,def\n' }],
  ])('%s', async (_label, body) => {
    const response = await deskCall(desk, 'POST', '/imports', body);
    expectArabicError(response, 422);
  });

  it('a file that is not UTF-8 text', async () => {
    const response = await upload(Uint8Array.from([0x48, 0x61, 0x6e, 0x64, 0x6c, 0x65, 0x0a, 0xff, 0xfe, 0x00]));
    expectArabicError(response, 422);
    expect(response.json().code).toBe('import.csv_invalid');
  });

  it('staff may not import (admins only)', async () => {
    const { jwt_token } = await store.signIn(DEMO.staff);
    const response = await store.call({
      method: 'POST',
      url: '/api/v2/admin/imports',
      headers: bearer(jwt_token),
      payload: { csv: 'Handle\nx' },
    });
    expectArabicError(response, 403);
  });
});

describe('GET /admin/imports', () => {
  it('lists the imports newest first with their counts, and 404 for one that does not exist', async () => {
    const body = (await deskCall(desk, 'GET', '/imports?limit=2')).json();
    expect(body.data).toHaveLength(2);
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
    expect(body.data[0]).not.toHaveProperty('rejected');
    expect(body.data[0].actor).toMatchObject({ id: desk.adminId });
    expectArabicError(await deskCall(desk, 'GET', '/imports/999999'), 404);
  });
});
