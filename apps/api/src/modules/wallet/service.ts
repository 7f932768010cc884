import type { WalletEntry, WalletPage } from '@wb/contract';
import { formatIqd, messages } from '@wb/contract';
import { orders, users, walletBalances, walletEntries } from '@wb/db';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../context';
import { ValueCache } from '../../lib/cache';
import type { CacheTags } from '../../lib/cache-tags';
import { ApiError } from '../../lib/errors';
import type { Wallet } from '../checkout/ports';

type CreditReason = Exclude<WalletEntry['reason'], 'order'>;

/**
 * The wallet (ports.ts `Wallet`): a ledger of entries (credits positive, spends negative), and the balance kept as
 * their sum in `wallet_balances`, written in the transaction that writes each entry, under that row's lock. A spend
 * is checked against the balance it will change, so concurrent spends can never take it below zero; the table's
 * CHECK is the last word if anything ever tried.
 */
export class WalletService implements Wallet {
  /**
   * Each holder's balance, kept briefly for the invoice previews (the customer's and the sellers'), which are asked on
   * every keystroke of a code or a discount (issue 25). Every entry written drops it (`write`): here at once and, on
   * commit, in every process (tag `wallet:<user>`). What spends the balance reads it fresh, under its lock.
   */
  private readonly balances: ValueCache;

  constructor(
    private readonly cacheTags: CacheTags,
    cacheTtlMs: number,
  ) {
    this.balances = cacheTags.register(new ValueCache({ max: 50_000, ttlMs: cacheTtlMs }));
  }

  /** Spec §9: a customer who never had an entry has a wallet of 0. Fresh unless told otherwise (a preview). */
  balance(ctx: CallerCtx, { fresh } = { fresh: true }): Promise<number> {
    const userId = ctx.caller.id;
    if (fresh) return this.balanceOf(ctx, userId);
    return this.balances.get(String(userId), () => this.balanceOf(ctx, userId), [`wallet:${userId}`]);
  }

  private async balanceOf(ctx: Ctx, userId: number): Promise<number> {
    const [row] = await ctx.db
      .select({ balance: walletBalances.balance })
      .from(walletBalances)
      .where(eq(walletBalances.userId, userId));
    return row?.balance ?? 0;
  }

  /**
   * The balance and one page of the ledger, newest first; an entry of an order shows the order's number. The page,
   * the count and the balance come from one statement, so one snapshot: a spend landing meanwhile never shows a
   * balance that disagrees with the history beside it.
   */
  page(ctx: CallerCtx, page: number, limit: number): Promise<WalletPage> {
    return this.pageOf(ctx, ctx.caller.id, page, limit);
  }

  /** `page` for any holder: the staff desk reads a customer's wallet as the customer sees it. */
  async pageOf(ctx: Ctx, userId: number, page: number, limit: number): Promise<WalletPage> {
    const mine = eq(walletEntries.userId, userId);
    const rows = await ctx.db
      .select({
        entry: walletEntries,
        orderNumber: orders.number,
        // Counted before LIMIT applies: the whole ledger's length.
        total: sql<number>`count(*) over ()`.mapWith(Number),
        balance:
          sql<number>`coalesce((select b.balance from wallet_balances b where b.user_id = ${userId}), 0)`.mapWith(
            Number,
          ),
      })
      .from(walletEntries)
      // The order's owner too: an entry only ever names the wallet holder's own orders, and shows nothing else.
      // A commission names the order that earned it, placed by the holder or by a customer from her shared cart.
      .leftJoin(
        orders,
        and(
          eq(orders.id, walletEntries.orderId),
          or(
            eq(orders.userId, walletEntries.userId),
            inArray(walletEntries.reason, ['commission', 'commission_reversed']),
          ),
        ),
      )
      .where(mine)
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(limit)
      .offset((page - 1) * limit);
    // A page past the end (or an empty ledger) has no row to carry them: read on their own.
    const first = rows[0];
    const balance = first ? first.balance : await this.balanceOf(ctx, userId);
    const total = first
      ? first.total
      : ((await ctx.db.select({ n: count() }).from(walletEntries).where(mine))[0]?.n ?? 0);
    return {
      balance,
      entries: rows.map(({ entry, orderNumber }) => ({
        id: entry.id,
        amount: entry.amount,
        reason: entry.reason,
        order_id: entry.orderId,
        order_number: orderNumber,
        note: entry.note,
        created_at: entry.createdAt.toISOString(),
      })),
      page,
      total_pages: Math.ceil(total / limit),
    };
  }

  async debit(ctx: CallerCtx, amount: number, orderId: number): Promise<void> {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`wallet debit: bad amount ${amount}`);
    // An order that takes nothing from the wallet writes nothing to it (entries are never zero).
    if (amount === 0) return;
    await atomically(ctx, async (tx) => {
      const balance = await this.lockedBalance(tx, tx.caller.id);
      if (amount > balance) throw ApiError.of('wallet.insufficient', { balance: formatIqd(balance) });
      await this.write(tx, tx.caller.id, -amount, { reason: 'order', orderId });
    });
  }

  async credit(
    ctx: Ctx,
    userId: number,
    amount: number,
    reason: CreditReason,
    ref: { orderId?: number; note?: string; actorId?: number } = {},
  ): Promise<void> {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`wallet credit: bad amount ${amount}`);
    await atomically(ctx, async (tx) => {
      await this.lockedBalance(tx, userId);
      // An order's wallet part comes back once, however often its cancellation is retried.
      if (reason === 'order_cancelled' && ref.orderId !== undefined && (await this.refunded(tx, userId, ref.orderId)))
        return;
      await this.write(tx, userId, amount, { reason, ...ref });
      await this.repayOwed(tx, userId, amount);
    });
  }

  /**
   * Takes back `amount` (a commission reversed when its order is returned), under the balance's lock: as much as the
   * balance holds now, never below zero, in an entry of `reason` whose note names the rest; the rest is owed, and the
   * holder's next credits repay it first (`repayOwed`). What was taken now.
   */
  async reclaim(
    ctx: Ctx,
    userId: number,
    amount: number,
    reason: 'commission_reversed' | 'referral_reversed',
    ref: { orderId?: number; note: (unrecovered: number) => string },
  ): Promise<number> {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`wallet reclaim: bad amount ${amount}`);
    return atomically(ctx, async (tx) => {
      const balance = await this.lockedBalance(tx, userId);
      const taken = Math.min(balance, amount);
      const rest = amount - taken;
      // Nothing taken writes no entry (entries are never zero); what is owed is still owed.
      if (taken > 0) {
        const note = rest > 0 ? ref.note(rest) : undefined;
        await this.write(tx, userId, -taken, {
          reason,
          ...(ref.orderId === undefined ? {} : { orderId: ref.orderId }),
          ...(note ? { note } : {}),
        });
      }
      if (rest > 0) {
        await tx.db
          .update(walletBalances)
          .set({ owed: sql`${walletBalances.owed} + ${rest}` })
          .where(eq(walletBalances.userId, userId));
      }
      return taken;
    });
  }

  /** After a credit of `credited` (under the balance's lock): what the holder owes is taken from it first. */
  private async repayOwed(ctx: Ctx, userId: number, credited: number): Promise<void> {
    const [row] = await ctx.db
      .select({ owed: walletBalances.owed })
      .from(walletBalances)
      .where(eq(walletBalances.userId, userId));
    const repaid = Math.min(row?.owed ?? 0, credited);
    if (repaid === 0) return;
    // What is owed came from a returned order's commission (a seller's) or referral reward (a customer's).
    const [holder] = await ctx.db.select({ type: users.userType }).from(users).where(eq(users.id, userId));
    const entry =
      holder?.type === 'customer'
        ? ({ reason: 'referral_reversed', note: messages.referralRecovered } as const)
        : ({ reason: 'commission_reversed', note: messages.commissionRecovered } as const);
    await this.write(ctx, userId, -repaid, entry);
    await ctx.db
      .update(walletBalances)
      .set({ owed: sql`${walletBalances.owed} - ${repaid}` })
      .where(eq(walletBalances.userId, userId));
  }

  /**
   * A staff credit (positive) or debit (negative) from the desk (issue 12): an entry of reason `staff` with its actor
   * and note (which the holder sees in their history), under the balance's lock, so a debit racing an order's spend
   * never takes the balance below zero (409 in Arabic). The balance before and after, for the audit log.
   */
  async adjust(
    ctx: Ctx,
    userId: number,
    amount: number,
    ref: { actorId: number; note: string },
  ): Promise<{ before: number; after: number }> {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`wallet adjust: bad amount ${amount}`);
    return atomically(ctx, async (tx) => {
      const before = await this.lockedBalance(tx, userId);
      if (before + amount < 0) {
        throw ApiError.of('wallet.debit_over_balance', { amount: formatIqd(-amount), balance: formatIqd(before) });
      }
      await this.write(tx, userId, amount, { reason: 'staff', ...ref });
      if (amount > 0) await this.repayOwed(tx, userId, amount);
      return { before, after: await this.balanceOf(tx, userId) };
    });
  }

  /**
   * The holder's balance, with its row locked for the rest of the transaction (made at 0 the first time): every
   * entry of this wallet is written after this, one transaction at a time.
   */
  private async lockedBalance(ctx: Ctx, userId: number): Promise<number> {
    await ctx.db.insert(walletBalances).values({ userId, balance: 0, updatedAt: ctx.now() }).onConflictDoNothing();
    const [row] = await ctx.db
      .select({ balance: walletBalances.balance })
      .from(walletBalances)
      .where(eq(walletBalances.userId, userId))
      .for('update');
    return row?.balance ?? 0;
  }

  private async refunded(ctx: Ctx, userId: number, orderId: number): Promise<boolean> {
    const [row] = await ctx.db
      .select({ id: walletEntries.id })
      .from(walletEntries)
      .where(
        and(
          eq(walletEntries.userId, userId),
          eq(walletEntries.orderId, orderId),
          eq(walletEntries.reason, 'order_cancelled'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The entry and the balance it changes, together (the caller holds the balance's lock). */
  private async write(
    ctx: Ctx,
    userId: number,
    amount: number,
    entry: { reason: WalletEntry['reason']; orderId?: number; note?: string; actorId?: number },
  ): Promise<void> {
    await ctx.db.insert(walletEntries).values({
      userId,
      amount,
      reason: entry.reason,
      orderId: entry.orderId ?? null,
      note: entry.note ?? null,
      actorId: entry.actorId ?? null,
      createdAt: ctx.now(),
    });
    await ctx.db
      .update(walletBalances)
      .set({ balance: sql`${walletBalances.balance} + ${amount}`, updatedAt: ctx.now() })
      .where(eq(walletBalances.userId, userId));
    await this.cacheTags.invalidate(ctx.db, [`wallet:${userId}`]);
  }
}
