/**
 * The staff desk's rows of `npm run bench` (issue 12): GET admin/orders over BENCH_ADMIN_ORDERS orders (100,000),
 * unfiltered, by status, and searched, as the demo-sized team of staff reads it. The orders are written once by SQL
 * (generate_series: seconds, not the minutes 100,000 placed orders would take) and kept between runs.
 */
import { createDatabase, rowsOf, transaction } from '@wb/db';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../apps/api/src/config';
import { systemCtx } from '../apps/api/src/context';
import { CacheTags } from '../apps/api/src/lib/cache-tags';
import { TokenService } from '../apps/api/src/modules/auth/tokens';

/** Bench customers' numbers: +964 7708 0xxxxx, apart from the cart and order rows' (+964 7709 …). */
const MOBILE_PREFIX = '+96477080';
const CUSTOMERS = 20_000;
const STAFF_MOBILE = '+9647708999999';

const FIRST = ['زينب', 'فاطمة', 'مريم', 'نور', 'سارة', 'هدى', 'رقية', 'آية', 'حوراء', 'بنين', 'دعاء', 'رسل'];
const LAST = ['علي', 'حسين', 'الجبوري', 'العبيدي', 'كاظم', 'جاسم', 'الربيعي', 'التميمي', 'محمد', 'عباس'];
const pgTexts = (values: string[]) => `{${values.join(',')}}`;

/**
 * `count` orders over the last year (one every ~5 minutes), spread over 20,000 customers, every governorate and
 * every status (most delivered, as in a shop that has run a while), each with 1–3 lines; and a staff account with a
 * session. Returns the staff member's access token.
 */
export async function prepareAdminOrders(databaseUrl: string, count: number): Promise<string> {
  const database = await createDatabase({ url: databaseUrl });
  const [have] = await database.rows<{ n: number }>(sql`
    select count(*)::int as n from orders o join users u on u.id = o.user_id
    where u.mobile like ${`${MOBILE_PREFIX}%`}`);
  if ((have?.n ?? 0) < count) {
    console.log(`Writing ${count} desk orders…`);
    const started = Date.now();
    // One transaction: an interrupted run leaves nothing half written for the next run to take as done.
    await transaction(database.db, async (tx) => {
      await rowsOf(
        tx,
        sql`
      insert into users (mobile, name, user_type, registration_confirmed)
      select ${MOBILE_PREFIX} || lpad(g::text, 5, '0'),
        (${pgTexts(FIRST)}::text[])[1 + g % ${FIRST.length}] || ' ' || (${pgTexts(LAST)}::text[])[1 + (g / ${FIRST.length}) % ${LAST.length}],
        'customer', true
      from generate_series(0, ${CUSTOMERS - 1}::int) g
      on conflict (mobile) do nothing`,
      );
      await rowsOf(
        tx,
        sql`
      with customers as (
        select id, name, mobile, row_number() over (order by id) - 1 as n from users where mobile like ${`${MOBILE_PREFIX}%`}),
      governorates as (select id, name_ar, row_number() over (order by id) - 1 as n from cities),
      numbered as (select g, 10000 + (g % 20) * 2500 as subtotal from generate_series(${have?.n ?? 0}::int, ${count - 1}::int) g)
      insert into orders (number, user_id, placed_by, status, subtotal, shipping_price, total, city_id, address,
        created_at, updated_at)
      select 'WB-' || nextval('order_number_seq'), c.id, 'customer',
        (array['delivered','delivered','delivered','delivered','shipped','confirmed','pending','cancelled','returned'])[1 + g % 9]::order_status,
        subtotal, 5000, subtotal + 5000, ci.id,
        jsonb_build_object('name', c.name, 'mobile', c.mobile, 'city', ci.name_ar,
          'region', 'الكرادة', 'address', 'شارع ' || (g % 90), 'landmark', null),
        now() - make_interval(secs => (${count}::int - g) * 311.0), now() - make_interval(secs => (${count}::int - g) * 311.0)
      from numbered
        join customers c on c.n = (g::bigint * 7919) % ${CUSTOMERS}::int
        join governorates ci on ci.n = g % (select count(*) from cities)`,
      );
      // The planner must know the orders just written, or it joins them to the accounts row by row.
      await rowsOf(tx, sql`analyze orders`);
      await rowsOf(tx, sql`analyze users`);
      await rowsOf(
        tx,
        sql`
      with lines as (
        select v.id, v.product_id, v.sku, p.title, v.title as variant_title, coalesce(b.name_en, '') as vendor, v.price,
          row_number() over (order by v.id) - 1 as n
        from variants v join products p on p.id = v.product_id left join brands b on b.id = p.brand_id
        order by v.id limit 50)
      insert into order_items (order_id, variant_id, product_id, sku, title, variant_title, vendor, price, quantity, total)
      select o.id, l.id, l.product_id, l.sku, l.title, l.variant_title, l.vendor, l.price, 1, l.price
      from orders o cross join generate_series(0, 2) k join lines l on l.n = (o.id * 3 + k) % 50
      where k <= o.id % 3 and o.user_id in (select id from users where mobile like ${`${MOBILE_PREFIX}%`})
        and not exists (select 1 from order_items i where i.order_id = o.id)`,
      );
    });
    // What autovacuum does in a while on a live shop: statistics, and the visibility map index-only counts rely on.
    for (const table of ['orders', 'order_items', 'users']) await database.rows(sql.raw(`vacuum analyze ${table}`));
    console.log(`Written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await database.rows(sql`
    insert into users (mobile, name, user_type, registration_confirmed)
    values (${STAFF_MOBILE}, 'موظفة القياس', 'staff', true) on conflict (mobile) do update set user_type = 'staff'`);
  const [staff] = await database.rows<{ id: number }>(sql`select id from users where mobile = ${STAFF_MOBILE}`);
  const log = pino({ level: 'silent' });
  const tokens = new TokenService(
    loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }).auth,
    log,
    new CacheTags(log),
  );
  const ctx = systemCtx(database, log, 'bench');
  const session = await tokens.startSession(ctx, staff?.id as number, 'staff', { ip: '127.0.0.1', userAgent: 'bench' });
  await database.close();
  return session.jwt_token;
}

/** The three desk reads, each a request list of its own (a bench row each). */
export function adminOrderTargets(token: string, base: Record<string, string>) {
  const headers = { ...base, 'authorization-jwt': `jwt ${token}` };
  const get = (query: string): autocannon.Request => ({ method: 'GET', path: `/api/v2/admin/orders${query}`, headers });
  return [
    { name: 'admin orders', slug: 'admin-orders', requests: [1, 2, 3].map((page) => get(`?page=${page}`)) },
    {
      name: 'admin orders by status',
      slug: 'admin-orders-status',
      requests: ['pending', 'shipped', 'cancelled'].map((status) => get(`?status=${status}`)),
    },
    {
      name: 'admin orders search',
      slug: 'admin-orders-search',
      // What staff type: a customer's name as they give it on the phone, a national mobile, an order number in part.
      requests: [`?q=${encodeURIComponent('زينب الجبوري')}`, '?q=07708000123', '?q=WB-1500'].map(get),
    },
  ];
}
