import { type AdminCode, type AdminCodeBody, type AdminCodesQuery, normalizeCode, type Paged } from '@wb/contract';
import { brands, categories, discountCodes, products } from '@wb/db';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../context';
import { ApiError } from '../../lib/errors';
import { daysOf, periodOf } from '../../lib/promotion-period';
import { requireRows } from '../../lib/references';
import { isUniqueViolation, likePattern, pageMeta } from '../../lib/sql';
import type { AuditLog } from '../audit/service';
import { type CodeRow, codeStatus, offerOf } from './codes';

/** `codeStatus` (codes.ts) in SQL, in the same order, to filter a page of codes by it. */
const statusSql = (now: Date): SQL => {
  const at = now.toISOString();
  return sql`case
    when not ${discountCodes.active} then 'inactive'
    when ${discountCodes.startsAt} > ${at}::timestamptz then 'scheduled'
    when ${discountCodes.endsAt} <= ${at}::timestamptz then 'expired'
    when ${discountCodes.usageLimit} is not null and ${discountCodes.usedCount} >= ${discountCodes.usageLimit}
      then 'exhausted'
    else 'active' end`;
};

// Written out whole: Drizzle leaves a lone table's columns unqualified, which the subquery would read as its own.
const discountTotal = sql<number>`(select coalesce(sum(u.discount), 0) from code_uses u
  where u.code_id = discount_codes.id and u.released_at is null)`.mapWith(Number);

const sortColumns = {
  created_at: discountCodes.createdAt,
  code: discountCodes.code,
  used_count: discountCodes.usedCount,
  ends_at: discountCodes.endsAt,
} as const;

/** The code as the audit log keeps it: every field the desk sets, as stored. */
function snapshot(row: CodeRow) {
  return {
    ...offerOf(row),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    first_order_only: row.firstOrderOnly,
    brand_ids: row.brandIds,
    category_ids: row.categoryIds,
    product_ids: row.productIds,
    active: row.active,
  };
}

/**
 * What the desk sends, as the table stores it. A free-delivery code has no value; only a percentage has a cap (a
 * fixed amount is its own cap). Baghdad days become the instants checkout compares with: from 00:00 on the first
 * day to 24:00 on the last.
 */
function columnsOf(body: AdminCodeBody) {
  return {
    code: body.code,
    description: body.description,
    kind: body.kind,
    value: body.kind === 'free_delivery' ? 0 : body.value,
    minSubtotal: body.min_subtotal,
    maxDiscount: body.kind === 'percentage' ? (body.max_discount ?? null) : null,
    ...periodOf(body),
    usageLimit: body.usage_limit ?? null,
    perCustomerLimit: body.per_customer_limit ?? null,
    firstOrderOnly: body.first_order_only,
    brandIds: body.brand_ids,
    categoryIds: body.category_ids,
    productIds: body.product_ids,
    active: body.active,
  };
}

const codeTaken = (code: string) => ApiError.field('code', 'code.taken', { code });

/**
 * Discount codes at the staff desk (issue 12, admins): list, create, change, switch off. The rules a code is used by
 * stay in CodeService (codes.ts); this is how the shop sets them. A change locks the code's row as checkout's
 * `redeem` does, so an order racing it counts its use against the code either before or after, never half of each.
 * Codes feed no cached public answer (a shopper's codes and invoice are read fresh), so writes drop no cache.
 */
export class CodeAdmin {
  constructor(private readonly audit: AuditLog) {}

  async list(ctx: Ctx, query: AdminCodesQuery): Promise<Paged<AdminCode>> {
    const where: SQL[] = [];
    if (query.status) where.push(sql`${statusSql(ctx.now())} = ${query.status}`);
    const q = query.q?.trim();
    if (q) {
      // The code as shoppers' typing is read (Arabic-Indic digits too), the description as written.
      const code = likePattern(normalizeCode(q));
      where.push(sql`(${discountCodes.code} ilike ${code} or ${discountCodes.description} ilike ${likePattern(q)})`);
    }
    const column = sortColumns[query.sort ?? 'created_at'];
    const order = query.direction === 'asc' ? asc : desc;
    const rows = await ctx.db
      .select({ row: discountCodes, discountTotal, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(discountCodes)
      .where(where.length ? and(...where) : undefined)
      .orderBy(order(column), order(discountCodes.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const total = rows[0]?.total ?? (query.page === 1 ? 0 : await this.count(ctx, where));
    return {
      data: await this.present(ctx, rows),
      ...pageMeta(query.page, query.limit, total),
    };
  }

  async get(ctx: Ctx, id: number): Promise<AdminCode> {
    const rows = await ctx.db
      .select({ row: discountCodes, discountTotal })
      .from(discountCodes)
      .where(eq(discountCodes.id, id));
    if (rows.length === 0) throw ApiError.of('code.not_found');
    const [code] = await this.present(ctx, rows);
    return code as AdminCode;
  }

  create(ctx: CallerCtx, body: AdminCodeBody): Promise<AdminCode> {
    return atomically(ctx, async (tx) => {
      await this.checkTargets(tx, body);
      // A code racing another of the same text: the second waits for the first and inserts nothing.
      const [row] = await tx.db
        .insert(discountCodes)
        .values({ ...columnsOf(body), createdAt: tx.now() })
        .onConflictDoNothing({ target: discountCodes.code })
        .returning();
      if (!row) throw codeTaken(body.code);
      await this.audit.record(tx, {
        action: 'code.create',
        entityType: 'discount_code',
        entityId: row.id,
        before: null,
        after: snapshot(row),
      });
      return this.get(tx, row.id);
    });
  }

  update(ctx: CallerCtx, id: number, body: AdminCodeBody): Promise<AdminCode> {
    return atomically(ctx, async (tx) => {
      const before = await this.locked(tx, id);
      if (body.usage_limit !== undefined && body.usage_limit < before.usedCount) {
        throw ApiError.field('usage_limit', 'code.limit_below_uses', { used: before.usedCount });
      }
      await this.checkTargets(tx, body);
      const [other] = await tx.db
        .select({ id: discountCodes.id })
        .from(discountCodes)
        .where(and(eq(discountCodes.code, body.code), ne(discountCodes.id, id)));
      if (other) throw codeTaken(body.code);
      const [after] = await tx.db
        .update(discountCodes)
        .set(columnsOf(body))
        .where(eq(discountCodes.id, id))
        .returning()
        .catch((error: unknown) => {
          // Another admin gave a code this text a moment ago.
          throw isUniqueViolation(error) ? codeTaken(body.code) : error;
        });
      await this.audit.record(tx, {
        action: 'code.update',
        entityType: 'discount_code',
        entityId: id,
        before: snapshot(before),
        after: after && snapshot(after),
      });
      return this.get(tx, id);
    });
  }

  setActive(ctx: CallerCtx, id: number, active: boolean): Promise<AdminCode> {
    return atomically(ctx, async (tx) => {
      const before = await this.locked(tx, id);
      if (before.active !== active) {
        await tx.db.update(discountCodes).set({ active }).where(eq(discountCodes.id, id));
        await this.audit.record(tx, {
          action: active ? 'code.activate' : 'code.deactivate',
          entityType: 'discount_code',
          entityId: id,
          before: { active: before.active },
          after: { active },
        });
      }
      return this.get(tx, id);
    });
  }

  /** The code's row, locked as checkout's `redeem` locks it. */
  private async locked(ctx: Ctx, id: number): Promise<CodeRow> {
    const [row] = await ctx.db.select().from(discountCodes).where(eq(discountCodes.id, id)).for('no key update');
    if (!row) throw ApiError.of('code.not_found');
    return row;
  }

  private async count(ctx: Ctx, where: SQL[]): Promise<number> {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(discountCodes)
      .where(where.length ? and(...where) : undefined);
    return row?.n ?? 0;
  }

  /** Every brand, category and product the code names must exist. */
  private async checkTargets(ctx: Ctx, body: AdminCodeBody): Promise<void> {
    await requireRows(ctx, 'brand_ids', brands, body.brand_ids);
    await requireRows(ctx, 'category_ids', categories, body.category_ids);
    await requireRows(ctx, 'product_ids', products, body.product_ids);
  }

  /** Rows as the desk shows them: dates as Baghdad days too, the state now, and what they apply to by name. */
  private async present(ctx: Ctx, rows: ReadonlyArray<{ row: CodeRow; discountTotal: number }>): Promise<AdminCode[]> {
    const names = await this.namesOf(
      ctx,
      rows.map(({ row }) => row),
    );
    const now = ctx.now();
    return rows.map(({ row, discountTotal: spent }) => ({
      id: row.id,
      ...snapshot(row),
      ...daysOf(row),
      targets: {
        brands: names.brands.pick(row.brandIds),
        categories: names.categories.pick(row.categoryIds),
        products: names.products.pick(row.productIds),
      },
      state: codeStatus(row, now),
      used_count: row.usedCount,
      discount_total: spent,
      created_at: row.createdAt.toISOString(),
    }));
  }

  private async namesOf(ctx: Ctx, rows: readonly CodeRow[]) {
    const ids = (of: (row: CodeRow) => number[]) => [...new Set(rows.flatMap(of))];
    const lookup = (found: ReadonlyArray<{ id: number; name: string }>) => {
      const byId = new Map(found.map((row) => [row.id, row]));
      return { pick: (wanted: readonly number[]) => wanted.flatMap((id) => byId.get(id) ?? []) };
    };
    const brandIds = ids((row) => row.brandIds);
    const categoryIds = ids((row) => row.categoryIds);
    const productIds = ids((row) => row.productIds);
    // One after the other: `ctx.db` may be a transaction, which runs one statement at a time anyway.
    const brandNames = brandIds.length
      ? await ctx.db.select({ id: brands.id, name: brands.nameAr }).from(brands).where(inArray(brands.id, brandIds))
      : [];
    const categoryNames = categoryIds.length
      ? await ctx.db
          .select({ id: categories.id, name: categories.nameAr })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [];
    const productNames = productIds.length
      ? await ctx.db
          .select({ id: products.id, name: products.title })
          .from(products)
          .where(inArray(products.id, productIds))
      : [];
    return { brands: lookup(brandNames), categories: lookup(categoryNames), products: lookup(productNames) };
  }
}
