import { type AdminOrdersBulkAnswer, type AdminOrdersBulkBody, type BulkOrderResult, messages } from '@wb/contract';
import { orders } from '@wb/db';
import { eq } from 'drizzle-orm';
import { type CallerCtx, inTransaction } from '../context';
import { ApiError } from '../lib/errors';
import type { StaffOrderStatusFlow } from './staff-order-status';

/**
 * The desk's bulk moves (issue 24, item 9): confirm the selected orders, or hand them all to one courier. Each order is
 * moved by the single move's flow in a transaction of its own (a savepoint of the request's), so one that cannot move
 * — cancelled meanwhile, already shipped, gone — is refused with its Arabic reason and undoes nothing of the others;
 * every moved order sends its SMS and notice and gets its audit entry as if moved by hand. In id order, the order in
 * which every flow locks orders.
 */
export class StaffOrderBulkFlow {
  constructor(private readonly move: StaffOrderStatusFlow) {}

  async run(ctx: CallerCtx, body: AdminOrdersBulkBody): Promise<AdminOrdersBulkAnswer> {
    const courier = body.courier?.trim();
    if (body.status === 'shipped' && !courier) throw ApiError.field('courier', 'order.courier_required');
    const ids = [...new Set(body.ids)].sort((a, b) => a - b);
    const results: BulkOrderResult[] = [];
    for (const id of ids) {
      try {
        // A savepoint of its own (the request's write already holds a transaction, which `atomically` would reuse):
        // a refusal raised after the move wrote something undoes that order's writes, and only those.
        const moved = await inTransaction(ctx, (tx) =>
          this.move.run(tx, id, body.status === 'shipped' ? { status: 'shipped', courier } : body),
        );
        results.push({ id, number: moved.number, outcome: 'moved', message: messages.orderStatusChanged, code: null });
      } catch (error) {
        // Only a refusal the single move would answer is one order's result; anything else fails the request whole.
        if (!(error instanceof ApiError)) throw error;
        const [row] = await ctx.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
        results.push({ id, number: row?.number ?? null, outcome: 'refused', message: error.message, code: error.code });
      }
    }
    const moved = results.filter((result) => result.outcome === 'moved').length;
    return { moved, refused: results.length - moved, results };
  }
}
