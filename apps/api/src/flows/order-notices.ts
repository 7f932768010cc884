import { formatIqd, formatMessage, messages } from '@wb/contract';
import { type orders, type RawRow, rowsOf } from '@wb/db';
import { sql } from 'drizzle-orm';
import type { JobQueue } from '../lib/jobs';
import { pgArray } from '../lib/sql';
import type { SmsProvider } from '../modules/auth/sms';

export interface OrderPlaced {
  orderId: number;
}

/**
 * `order.placed`: the SMS that tells the customer their order number (issue 11) — for a seller's order, the person
 * who receives it, with the amount to pay at the door (issue 14) — sent after the order commits — the
 * job is enqueued in the order's transaction, so a rolled-back order sends nothing and a committed one always has
 * its job, even if the process dies a moment later. The notification row is written in the job's transaction before
 * the message goes: a job run again (a retry, a worker taken for dead) finds it and sends nothing. The one window left
 * is a process killed between the hand-over to the SMS provider and the commit: that message is handed over again
 * (at least once, never never) — with the same idempotency key (`order:<id>:placed`), so a gateway that honours keys
 * delivers it once.
 */
export function defineOrderPlaced(jobs: JobQueue, sms: SmsProvider) {
  // One order a run: a message that fails rolls back only its own notice (retried alone), never the notices of
  // messages already handed over in the same run — those would go out again.
  const options = { batchSize: 1, retryLimit: 5, maxRunSeconds: sms.longestSendMs / 1000 };
  return jobs.define<OrderPlaced>('order.placed', options, async (payloads, ctx) => {
    const ids = [...new Set(payloads.map((payload) => payload.orderId))];
    const due = await rowsOf<
      RawRow<typeof orders, 'id' | 'number' | 'total'> & {
        /** Who the message goes to: the receiver of a seller's order, else the account; null when there is none. */
        mobile: string | null;
        /** A seller's order: her name (or the fallback); a customer's: null. */
        seller: string | null;
      }
    >(
      ctx.db,
      sql`with noted as (
          insert into order_notifications (order_id, kind, channel)
          select id, 'placed', 'sms' from unnest(${pgArray(ids)}::int[]) as o(id)
          where exists (select 1 from orders where orders.id = o.id)
          on conflict (order_id, kind, channel) do nothing
          returning order_id)
        -- A seller's order is the receiver's to pay at the door: the message goes to her (issue 14).
        select o.id, o.number, o.total,
          case when o.placed_by in ('influencer', 'pharmacist') then o.address->>'mobile' else u.mobile end as mobile,
          case when o.placed_by in ('influencer', 'pharmacist') then coalesce(nullif(u.name, ''), ${messages.sellerFallbackName}) end
            as seller
        from noted n join orders o on o.id = n.order_id join users u on u.id = o.user_id
        order by o.id`,
    );
    for (const order of due) {
      // An account deleted since has no number to write to; the row still says the notice is done.
      if (!order.mobile) continue;
      const values = { number: order.number, total: formatIqd(order.total), seller: order.seller ?? '' };
      await sms.send(
        order.mobile,
        formatMessage(order.seller ? messages.sellerOrderSms : messages.orderPlacedSms, values),
        { key: `order:${order.id}:placed` },
      );
    }
  });
}
