import type { AdminGiftProgram, AdminGiftProgramBody } from '@wb/contract';
import { type DbRow, giftProgramProducts, giftPrograms, type orderItems, products, type RawRow, rowsOf } from '@wb/db';
import { asc, eq, sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../context';
import { ApiError } from '../../lib/errors';
import { daysOf, periodOf } from '../../lib/promotion-period';
import { requireRows } from '../../lib/references';
import { pgArray } from '../../lib/sql';
import type { PublishedWrites } from '../audit/published';

type ProgramRow = typeof giftPrograms.$inferSelect;
/** A program's product as the desk shows it, with the stock of its first variant (0 without one). */
type ProgramProduct = RawRow<typeof products, 'id' | 'title' | 'status'> & {
  program_id: DbRow<typeof giftProgramProducts>['program_id'];
  stock: number;
};
/** Orders that chose a program's gifts. */
type GivenCount = { program_id: NonNullable<DbRow<typeof orderItems>['gift_program_id']>; n: number };

/** Where a program stands (gifts.ts `running` offers exactly the `active` ones to shoppers). */
function programStatus(row: ProgramRow, now: Date): AdminGiftProgram['state'] {
  if (!row.active) return 'inactive';
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  if (row.endsAt && row.endsAt <= now) return 'expired';
  return 'active';
}

function columnsOf(body: AdminGiftProgramBody) {
  return {
    name: body.name,
    description: body.description,
    minTotal: body.min_total,
    maxGifts: body.max_gifts,
    ...periodOf(body),
    sortOrder: body.sort_order,
    active: body.active,
  };
}

function snapshot(row: ProgramRow, productIds: readonly number[]) {
  return {
    name: row.name,
    description: row.description,
    min_total: row.minTotal,
    max_gifts: row.maxGifts,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    sort_order: row.sortOrder,
    active: row.active,
    product_ids: [...productIds],
  };
}

/**
 * Gift programs at the staff desk (issue 12, admins): list, create, change, switch off. GiftService (gifts.ts) keeps
 * the rules shoppers meet and shows running programs from a cache tagged `gift-programs`: every write here drops it
 * (`log`: PublishedWrites with that tag), in every API process, when its transaction commits. Programs are never deleted: order lines name the program their
 * gift came from.
 */
export class GiftAdmin {
  constructor(private readonly log: PublishedWrites) {}

  /** Every program in the order shoppers see them (gifts.ts `running`), with its products and how often it gave. */
  async list(ctx: Ctx): Promise<AdminGiftProgram[]> {
    const rows = await ctx.db
      .select()
      .from(giftPrograms)
      .orderBy(asc(giftPrograms.sortOrder), asc(giftPrograms.minTotal), asc(giftPrograms.id));
    return this.present(ctx, rows);
  }

  async get(ctx: Ctx, id: number): Promise<AdminGiftProgram> {
    const [program] = await this.present(ctx, await ctx.db.select().from(giftPrograms).where(eq(giftPrograms.id, id)));
    if (!program) throw ApiError.of('gift_program.not_found');
    return program;
  }

  create(ctx: CallerCtx, body: AdminGiftProgramBody): Promise<AdminGiftProgram> {
    return atomically(ctx, async (tx) => {
      await requireRows(tx, 'product_ids', products, body.product_ids);
      const [row] = await tx.db.insert(giftPrograms).values(columnsOf(body)).returning();
      if (!row) throw new Error('gift program not inserted');
      await this.setProducts(tx, row.id, body.product_ids);
      await this.written(tx, 'gift_program.create', row.id, null, snapshot(row, body.product_ids));
      return this.get(tx, row.id);
    });
  }

  update(ctx: CallerCtx, id: number, body: AdminGiftProgramBody): Promise<AdminGiftProgram> {
    return atomically(ctx, async (tx) => {
      const before = await this.locked(tx, id);
      const productsBefore = await this.productIdsOf(tx, id);
      await requireRows(tx, 'product_ids', products, body.product_ids);
      const [after] = await tx.db.update(giftPrograms).set(columnsOf(body)).where(eq(giftPrograms.id, id)).returning();
      await tx.db.delete(giftProgramProducts).where(eq(giftProgramProducts.programId, id));
      await this.setProducts(tx, id, body.product_ids);
      await this.written(
        tx,
        'gift_program.update',
        id,
        snapshot(before, productsBefore),
        after && snapshot(after, body.product_ids),
      );
      return this.get(tx, id);
    });
  }

  setActive(ctx: CallerCtx, id: number, active: boolean): Promise<AdminGiftProgram> {
    return atomically(ctx, async (tx) => {
      const before = await this.locked(tx, id);
      if (before.active !== active) {
        await tx.db.update(giftPrograms).set({ active }).where(eq(giftPrograms.id, id));
        const action = active ? 'gift_program.activate' : 'gift_program.deactivate';
        await this.written(tx, action, id, { active: before.active }, { active });
      }
      return this.get(tx, id);
    });
  }

  private written(ctx: CallerCtx, action: string, id: number, before: unknown, after: unknown): Promise<void> {
    return this.log.record(ctx, { action, entityType: 'gift_program', entityId: id, before, after });
  }

  private async locked(ctx: Ctx, id: number): Promise<ProgramRow> {
    const [row] = await ctx.db.select().from(giftPrograms).where(eq(giftPrograms.id, id)).for('update');
    if (!row) throw ApiError.of('gift_program.not_found');
    return row;
  }

  private async productIdsOf(ctx: Ctx, id: number): Promise<number[]> {
    const rows = await ctx.db
      .select({ id: giftProgramProducts.productId })
      .from(giftProgramProducts)
      .where(eq(giftProgramProducts.programId, id))
      .orderBy(asc(giftProgramProducts.position), asc(giftProgramProducts.productId));
    return rows.map((row) => row.id);
  }

  private async setProducts(ctx: Ctx, programId: number, productIds: readonly number[]): Promise<void> {
    await ctx.db
      .insert(giftProgramProducts)
      .values(productIds.map((productId, position) => ({ programId, productId, position })));
  }

  private async present(ctx: Ctx, rows: readonly ProgramRow[]): Promise<AdminGiftProgram[]> {
    if (rows.length === 0) return [];
    const ids = pgArray(rows.map((row) => row.id));
    // Each product with the stock of its first variant, the one a gift ships as (gifts.ts `firstVariants`).
    const lines = await rowsOf<ProgramProduct>(
      ctx.db,
      sql`
      select gp.program_id, p.id, p.title, p.status, coalesce(v.stock, 0)::int as stock
      from gift_program_products gp
      join products p on p.id = gp.product_id
      left join lateral (select stock from variants where product_id = p.id order by position, id limit 1) v on true
      where gp.program_id = any(${ids}::int[])
      order by gp.position, gp.product_id`,
    );
    const given = await rowsOf<GivenCount>(
      ctx.db,
      sql`
      select i.gift_program_id as program_id, count(distinct i.order_id)::int as n
      from order_items i join orders o on o.id = i.order_id and o.status <> 'cancelled'
      where i.gift_program_id = any(${ids}::int[])
      group by i.gift_program_id`,
    );
    const counts = new Map(given.map((row) => [row.program_id, row.n]));
    const now = ctx.now();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      min_total: row.minTotal,
      max_gifts: row.maxGifts,
      ...daysOf(row),
      sort_order: row.sortOrder,
      active: row.active,
      state: programStatus(row, now),
      products: lines
        .filter((line) => line.program_id === row.id)
        .map(({ id, title, status, stock }) => ({ id, title, status, stock })),
      orders_count: counts.get(row.id) ?? 0,
    }));
  }
}
