import { idempotencyKeys } from '@wb/db';
import { eq, lt } from 'drizzle-orm';
import type { CallerCtx, Ctx } from '../context';

/*
 * The stored answers of idempotent writes (http/idempotency.ts replays them), as the jobs and the account's deletion
 * see them: below the HTTP edge, so neither reaches into it.
 */

/** How long an answer is kept for a repeat (IETF httpapi idempotency-key draft; Stripe keeps 24 h too). */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** Housekeeping: answers past their window will never be replayed. */
export async function purgeIdempotencyKeys(ctx: Ctx): Promise<void> {
  const before = new Date(ctx.now().getTime() - IDEMPOTENCY_WINDOW_HOURS * 3_600_000);
  await ctx.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}

/** Account deletion: the caller's stored answers (they hold cart lines and addresses). */
export async function eraseIdempotencyKeys(ctx: CallerCtx): Promise<void> {
  await ctx.db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, ctx.caller.id));
}
