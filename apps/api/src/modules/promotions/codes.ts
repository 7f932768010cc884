import { type CodeState, type ErrorCode, formatIqd, normalizeCode, type OpenCode } from '@wb/contract';
import { codeUses, discountCodes, rowsOf } from '@wb/db';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../context';
import { ApiError } from '../../lib/errors';
import type { CodeCheck, CodeRule, Codes } from '../checkout/ports';

export type CodeRow = typeof discountCodes.$inferSelect;
type Refusal = Extract<CodeCheck, { ok: false }>;

/** What a code's limits are judged against: the moment, and what the caller has already done. */
interface CallerState {
  now: Date;
  /** The caller's live uses of the code (orders not cancelled). */
  uses: number;
  /** Whether the caller has an order that is not cancelled (other than the one being placed). */
  hasOrder: boolean;
}

/**
 * Where a code stands for everyone at `now`, before anything about a caller: the desk shows it, and `refusal` tells a
 * shopper the same thing in its words. The first that applies, in the order a shopper can act on them (a code that
 * does not exist before one that has run out). admin-codes.ts filters by it in SQL (`statusSql`), in this order.
 */
export function codeStatus(row: CodeRow, now: Date): CodeState {
  if (!row.active) return 'inactive';
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  if (row.endsAt && row.endsAt <= now) return 'expired';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'exhausted';
  return 'active';
}

/** What a shopper hears for a code that is not active: an inactive one is `unknown`, so it reveals nothing. */
const refusedAs: Record<Exclude<CodeState, 'active'>, ErrorCode> = {
  inactive: 'code.unknown',
  scheduled: 'code.not_started',
  expired: 'code.expired',
  exhausted: 'code.exhausted',
};

/**
 * Why a code cannot be used now by the caller, or null: its status, then the caller's own limits. The minimum
 * subtotal is the caller's to judge (it needs a cart).
 */
function refusal(row: CodeRow, state: CallerState): Refusal | null {
  const status = codeStatus(row, state.now);
  if (status !== 'active') return { ok: false, code: refusedAs[status] };
  if (row.perCustomerLimit !== null && state.uses >= row.perCustomerLimit) {
    return { ok: false, code: 'code.customer_limit' };
  }
  if (row.firstOrderOnly && state.hasOrder) return { ok: false, code: 'code.first_order_only' };
  return null;
}

/** What a code offers, as shoppers (`/profile/codes`) and the desk read it. */
export function offerOf(row: CodeRow) {
  return {
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    min_subtotal: row.minSubtotal,
    max_discount: row.maxDiscount,
  };
}

function toRule(row: CodeRow): CodeRule {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    minSubtotal: row.minSubtotal,
    maxDiscount: row.maxDiscount,
    brandIds: row.brandIds,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
  };
}

/**
 * Discount codes (ports.ts `Codes`). A code's use is counted in the order's transaction under the code's row lock
 * (`redeem`), so `used_count` and the caller's uses are read by the transaction that changes them: a code limited to
 * 10 uses is used 10 times however many orders race for it. Rules and their reasons: docs/decisions.md, "Codes,
 * gifts and wallet".
 */
export class CodeService implements Codes {
  async check(ctx: CallerCtx, text: string, subtotal: number): Promise<CodeCheck> {
    const typed = normalizeCode(text);
    if (typed === '') return { ok: false, code: 'code.unknown' };
    const [row] = await ctx.db.select().from(discountCodes).where(eq(discountCodes.code, typed));
    if (!row) return { ok: false, code: 'code.unknown' };
    const refused = refusal(row, await this.stateOf(ctx, row));
    if (refused) return refused;
    // On the whole cart's subtotal, also for a code limited to some brands (docs/decisions.md).
    if (subtotal < row.minSubtotal) {
      return { ok: false, code: 'code.min_subtotal', params: { min: formatIqd(row.minSubtotal) } };
    }
    return { ok: true, rule: toRule(row) };
  }

  async redeem(ctx: CallerCtx, rule: CodeRule, orderId: number, discount: number): Promise<void> {
    if (!Number.isSafeInteger(discount) || discount < 0) throw new Error(`redeem: bad discount ${discount}`);
    await atomically(ctx, async (tx) => {
      // The lock every use and release of this code waits on: what follows reads the counts it will change.
      const [row] = await tx.db.select().from(discountCodes).where(eq(discountCodes.id, rule.id)).for('no key update');
      if (!row) throw ApiError.of('code.unknown');
      const [already] = await tx.db
        .select({ codeId: codeUses.codeId })
        .from(codeUses)
        .where(eq(codeUses.orderId, orderId));
      if (already) {
        // The order's use is counted already (the flow ran this step twice): once is enough.
        if (already.codeId === row.id) return;
        throw new Error(`redeem: order ${orderId} already uses code ${already.codeId}`);
      }
      const refused = refusal(row, await this.stateOf(tx, row, orderId));
      if (refused) throw ApiError.of(refused.code, refused.params);
      // Guarded as well as locked: whatever happens above, the count never passes the limit.
      const counted = await tx.db
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
        .where(
          and(
            eq(discountCodes.id, row.id),
            or(isNull(discountCodes.usageLimit), sql`${discountCodes.usedCount} < ${discountCodes.usageLimit}`),
          ),
        )
        .returning({ id: discountCodes.id });
      if (counted.length === 0) throw ApiError.of('code.exhausted');
      await tx.db
        .insert(codeUses)
        .values({ codeId: row.id, userId: tx.caller.id, orderId, discount, createdAt: tx.now() });
    });
  }

  async recheckForOrder(ctx: Ctx, order: { id: number; userId: number }, subtotal: number): Promise<CodeCheck | null> {
    const [use] = await ctx.db
      .select({ codeId: codeUses.codeId })
      .from(codeUses)
      .where(and(eq(codeUses.orderId, order.id), isNull(codeUses.releasedAt)));
    if (!use) return null;
    // Locked as `redeem` and `release` lock it: the limits read here stay true until the edit commits.
    const [row] = await ctx.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, use.codeId))
      .for('no key update');
    if (!row) return { ok: false, code: 'code.unknown' };
    // The customer's uses, as when she placed it: the limits are hers, whoever edits the order.
    const customer: CallerCtx = { ...ctx, caller: { id: order.userId, role: 'customer', sessionId: '' } };
    const state = await this.stateOf(customer, row, order.id);
    // The order's own use is in both tallies already: judged without it, a code at its limit is not refused its own.
    const refused = refusal({ ...row, usedCount: row.usedCount - 1 }, { ...state, uses: state.uses - 1 });
    if (refused) return refused;
    if (subtotal < row.minSubtotal) {
      return { ok: false, code: 'code.min_subtotal', params: { min: formatIqd(row.minSubtotal) } };
    }
    return { ok: true, rule: toRule(row) };
  }

  async repriceUse(ctx: Ctx, orderId: number, discount: number): Promise<void> {
    if (!Number.isSafeInteger(discount) || discount < 0) throw new Error(`repriceUse: bad discount ${discount}`);
    await ctx.db
      .update(codeUses)
      .set({ discount })
      .where(and(eq(codeUses.orderId, orderId), isNull(codeUses.releasedAt)));
  }

  async release(ctx: Ctx, orderId: number): Promise<void> {
    await atomically(ctx, async (tx) => {
      const [use] = await tx.db
        .select({ codeId: codeUses.codeId })
        .from(codeUses)
        .where(and(eq(codeUses.orderId, orderId), isNull(codeUses.releasedAt)));
      if (!use) return;
      // The code's row first, as `redeem` takes it: the two never wait on each other in opposite orders.
      await tx.db
        .select({ id: discountCodes.id })
        .from(discountCodes)
        .where(eq(discountCodes.id, use.codeId))
        .for('no key update');
      // A release racing another for the same order: the loser finds it released and changes nothing.
      const released = await tx.db
        .update(codeUses)
        .set({ releasedAt: tx.now() })
        .where(and(eq(codeUses.orderId, orderId), isNull(codeUses.releasedAt)))
        .returning({ codeId: codeUses.codeId });
      if (released.length === 0) return;
      await tx.db
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} - 1` })
        .where(eq(discountCodes.id, use.codeId));
    });
  }

  async open(ctx: CallerCtx): Promise<OpenCode[]> {
    const now = ctx.now();
    // Written out whole: Drizzle leaves a lone table's columns unqualified, which the subquery would read as its own.
    const liveUses = sql<number>`(select count(*) from code_uses u where u.code_id = discount_codes.id
      and u.user_id in ${this.accountsOfCaller(ctx)} and u.released_at is null)`.mapWith(Number);
    // One after the other: `ctx.db` may be a transaction, which runs one statement at a time anyway.
    const hasOrder = await this.hasOrder(ctx);
    const rows = await ctx.db
      .select({ row: discountCodes, uses: liveUses })
      .from(discountCodes)
      .where(
        and(
          eq(discountCodes.active, true),
          or(isNull(discountCodes.startsAt), lte(discountCodes.startsAt, now)),
          or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, now)),
          or(isNull(discountCodes.usageLimit), sql`${discountCodes.usedCount} < ${discountCodes.usageLimit}`),
        ),
      )
      .orderBy(sql`${discountCodes.endsAt} asc nulls last`, asc(discountCodes.code));
    return rows
      .filter(({ row, uses }) => refusal(row, { now, uses, hasOrder }) === null)
      .map(({ row, uses }) => ({
        ...offerOf(row),
        ends_at: row.endsAt?.toISOString() ?? null,
        first_order_only: row.firstOrderOnly,
        uses_left: row.perCustomerLimit === null ? null : row.perCustomerLimit - uses,
      }));
  }

  /** The caller's live uses of `row` and whether they have ordered before (`exceptOrder`: the order being placed). */
  private async stateOf(ctx: CallerCtx, row: CodeRow, exceptOrder?: number): Promise<CallerState> {
    const [state] = await rowsOf<{ uses: number; has_order: boolean }>(
      ctx.db,
      sql`select
        (select count(*)::int from code_uses
          where code_id = ${row.id} and user_id in ${this.accountsOfCaller(ctx)} and released_at is null) as uses,
        ${this.orderExists(ctx, exceptOrder)} as has_order`,
    );
    return { now: ctx.now(), uses: state?.uses ?? 0, hasOrder: state?.has_order ?? false };
  }

  private async hasOrder(ctx: CallerCtx): Promise<boolean> {
    const [state] = await rowsOf<{ has_order: boolean }>(ctx.db, sql`select ${this.orderExists(ctx)} as has_order`);
    return state?.has_order ?? false;
  }

  /** A first order is one placed when every earlier order of the caller was cancelled (docs/decisions.md). */
  private orderExists(ctx: CallerCtx, exceptOrder?: number) {
    const except = exceptOrder === undefined ? sql`` : sql`and id <> ${exceptOrder}`;
    return sql`exists (select 1 from orders
      where user_id in ${this.accountsOfCaller(ctx)} and status <> 'cancelled' ${except})`;
  }

  /**
   * The caller's account and every deleted one their number had (`users.phone_digest`): deleting the account and
   * registering again does not make a first order again, nor reset a code's uses per customer.
   */
  private accountsOfCaller(ctx: CallerCtx) {
    return sql`(select ${ctx.caller.id}::int union
      select earlier.id from users earlier join users me on earlier.phone_digest = me.phone_digest
      where me.id = ${ctx.caller.id})`;
  }
}
