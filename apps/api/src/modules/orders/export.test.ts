import { ordersCsvColumns } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../test/arabic';
import { bearer, DEMO, startTestStore, type TestStore } from '../../../test/harness';
import { fillCart, newShopper, placed, type Shopper, stockedVariant } from '../../../test/kits/orders';
import { AdminOrderReads } from './desk';

/** The desk's CSV export of orders (issue 12): what the list's filters find, as a file Excel opens in Arabic. */
let store: TestStore;
let token: string;
beforeAll(async () => {
  store = await startTestStore({ WRITE_RATE_LIMIT_PER_MINUTE: '100000' });
  token = (await store.signIn(DEMO.staff)).jwt_token;
});
afterAll(() => store?.close());

const exportOf = (query: Record<string, string>) =>
  store.call({ method: 'GET', url: '/api/v2/admin/orders/export', query, headers: bearer(token) });
const listOf = (query: Record<string, string>) =>
  store.call({ method: 'GET', url: '/api/v2/admin/orders', query: { limit: '100', ...query }, headers: bearer(token) });

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const next = text[i + 1];
    if (quoted && char === '"' && next === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\r')) {
      field += char;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (next === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe('GET /admin/orders/export', () => {
  let shopper: Shopper;
  let order: { id: number; number: string };
  beforeAll(async () => {
    shopper = await newShopper(store);
    await fillCart(store, shopper, [[await stockedVariant(store, 20), 2]]);
    order = await placed(store, shopper);
    // A recipient someone typed as a spreadsheet formula.
    await store.database.rows(sql`
      update orders set address = jsonb_set(address, '{name}', '"=HYPERLINK(\\"http://x\\")"') where id = ${order.id}`);
  });

  it('answers a UTF-8 CSV with a byte-order mark, Arabic headings and a dated file name', async () => {
    const response = await exportOf({ customer_id: String(shopper.id) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [headings, row, ...rest] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(headings).toEqual([...ordersCsvColumns]);
    expect(rest).toEqual([]);
    const cell = (heading: string) => row?.[ordersCsvColumns.indexOf(heading as (typeof ordersCsvColumns)[number])];
    expect(cell('رقم الطلب')).toBe(order.number);
    expect(cell('الحالة')).toBe('بانتظار التأكيد');
    expect(cell('عدد القطع')).toBe('2');
    expect(cell('المحافظة')).toMatch(/[\u0600-\u06FF]/);
    expect(cell('التاريخ (بغداد)')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // Mobiles as Iraqis write them, spaced so Excel keeps the leading 0; a formula is neutralised.
    expect(cell('هاتف الحساب')).toMatch(/^0780 \d{3} \d{4}$/);
    expect(cell('هاتف المستلم')).toBe('0770 123 4567');
    expect(cell('المستلم')).toBe(`'=HYPERLINK("http://x")`);
    expect(Number(cell('الإجمالي'))).toBeGreaterThan(0);
  });

  it('holds exactly the orders the list finds for the same filters and search, in the same order', async () => {
    const second = await newShopper(store);
    await fillCart(store, second, [[await stockedVariant(store, 20), 1]]);
    await placed(store, second);
    const queries: Array<Record<string, string>> = [
      {},
      { status: 'pending' },
      { q: 'زينب', sort: 'total', direction: 'asc' },
    ];
    for (const query of queries) {
      const listed = (await listOf(query)).json().data.map((row: { number: string }) => row.number);
      const exported = parseCsv((await exportOf(query)).body.replace(/^\uFEFF/, ''))
        .slice(1)
        .map((row) => row[0]);
      expect(exported.slice(0, listed.length)).toEqual(listed);
    }
  });

  it('refuses a bad filter (422) and an export past its limit (422), in Arabic, before any file', async () => {
    expectArabicError(await exportOf({ status: 'lost' }), 422);
    const small = new AdminOrderReads(store.services.orders, { exportMax: 1 });
    await expect(small.export(store.ctx(), {})).rejects.toMatchObject({ code: 'export.too_many_rows', status: 422 });
    const refused = await small.export(store.ctx(), {}).catch((error: Error) => error.message);
    expect(refused).toMatch(/[\u0600-\u06FF]/);
  });
});
