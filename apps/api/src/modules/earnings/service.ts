import { sellerEarnings } from '@wb/db';
import type { Ctx } from '../../context';

export interface EarningToOpen {
  orderId: number;
  sellerId: number;
  source: 'order' | 'shared_cart';
  /** The goods paid: after every discount, before delivery. */
  base: number;
  percent: number;
}

/** What orders earn their sellers (issue 14). */
export class EarningsService {
  /** The order's earning, pending until it is delivered: written in the order's transaction. */
  async open(ctx: Ctx, earning: EarningToOpen): Promise<void> {
    await ctx.db.insert(sellerEarnings).values({
      orderId: earning.orderId,
      sellerId: earning.sellerId,
      source: earning.source,
      base: earning.base,
      percent: earning.percent,
      amount: Math.floor((earning.base * earning.percent) / 100),
      createdAt: ctx.now(),
    });
  }
}
