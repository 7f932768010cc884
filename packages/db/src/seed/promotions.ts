import { type SQL, sql } from 'drizzle-orm';
import { codesData, giftProgramsData } from './data/promotions';
import { reference } from './reference';

interface Executor {
  execute(query: SQL): Promise<unknown>;
}

const DAY_MS = 86_400_000;
/** 23:59:59 in Baghdad (UTC+3, no daylight saving) is 20:59:59 UTC of the same day. */
const BAGHDAD_DAY_ENDS_AT_UTC_MS = (20 * 3600 + 59 * 60 + 59) * 1000;

/**
 * The demo codes and gift programs (data/promotions.ts), with fixed ids, dated from the seed's reference date so the
 * seed stays deterministic; gift products are found by handle.
 */
export async function promotionRows(tx: Executor, referenceDate: Date): Promise<void> {
  const ref = reference();
  const day = (days: number | undefined) =>
    days === undefined ? null : new Date(referenceDate.getTime() + days * DAY_MS).toISOString();
  // A code ends as a Baghdad day ends (23:59:59 at UTC+3), not at midnight UTC, which is 3 in the morning there.
  const endOfBaghdadDay = (days: number | undefined) =>
    days === undefined
      ? null
      : new Date(referenceDate.getTime() + days * DAY_MS + BAGHDAD_DAY_ENDS_AT_UTC_MS).toISOString();
  const codes = codesData.map((c, i) => ({
    id: i + 1,
    code: c.code,
    description: c.description,
    kind: c.kind,
    value: c.value,
    min_subtotal: c.minSubtotal ?? 0,
    max_discount: c.maxDiscount ?? null,
    starts_at: day(c.startsInDays),
    ends_at: endOfBaghdadDay(c.endsInDays),
    usage_limit: c.usageLimit ?? null,
    per_customer_limit: c.perCustomerLimit ?? null,
    first_order_only: c.firstOrderOnly ?? false,
    brand_ids: (c.brands ?? []).map((slug) => {
      const brand = ref.brandBySlug.get(slug);
      if (!brand) throw new Error(`code ${c.code}: unknown brand ${slug}`);
      return brand.id;
    }),
    created_at: referenceDate.toISOString(),
  }));
  await tx.execute(sql`
    insert into discount_codes (id, code, description, kind, value, min_subtotal, max_discount, starts_at, ends_at,
      usage_limit, per_customer_limit, first_order_only, brand_ids, created_at)
    select * from json_to_recordset(${JSON.stringify(codes)}::json) as x(id int, code text, description text,
      kind discount_kind, value int, min_subtotal int, max_discount int, starts_at timestamptz, ends_at timestamptz,
      usage_limit int, per_customer_limit int, first_order_only boolean, brand_ids int[], created_at timestamptz)`);

  const programs = giftProgramsData.map((g, i) => ({
    id: i + 1,
    name: g.name,
    description: g.description,
    min_total: g.minTotal,
    max_gifts: g.maxGifts,
    sort_order: i,
  }));
  await tx.execute(sql`
    insert into gift_programs (id, name, description, min_total, max_gifts, sort_order)
    select * from json_to_recordset(${JSON.stringify(programs)}::json)
      as x(id int, name text, description text, min_total int, max_gifts int, sort_order int)`);

  const gifts = giftProgramsData.flatMap((g, i) =>
    g.products.map((handle, position) => ({ program_id: i + 1, handle, position })),
  );
  // A catalogue smaller than the anchors lacks some: those gifts are left out rather than failing the seed.
  await tx.execute(sql`
    insert into gift_program_products (program_id, product_id, position)
    select x.program_id, p.id, x.position
    from json_to_recordset(${JSON.stringify(gifts)}::json) as x(program_id int, handle text, position int)
    join products p on p.handle = x.handle`);
}
