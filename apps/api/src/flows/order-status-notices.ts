import { formatMessage, type MessageKey, messages } from '@wb/contract';
import { type DbRow, type orders, type RawRow, rowsOf } from '@wb/db';
import { sql } from 'drizzle-orm';
import type { JobQueue } from '../lib/jobs';
import type { SmsProvider } from '../modules/auth/sms';

export type NoticeStatus = 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'returned';

export interface OrderStatusChanged {
  orderId: number;
  status: NoticeStatus;
}

const templates: Record<NoticeStatus, MessageKey> = {
  confirmed: 'orderConfirmedSms',
  shipped: 'orderShippedSms',
  delivered: 'orderDeliveredSms',
  cancelled: 'orderCancelledSms',
  returned: 'orderReturnedSms',
};

/**
 * `order.status`: the SMS that tells the customer staff moved their order (issue 12). Modelled on `order.placed`
 * (order-notices.ts): enqueued in the staff write's transaction, so a rolled-back move sends nothing; the
 * `order_notifications` row (order, status, sms) is written in the job's transaction before the message goes, so a
 * job run again — or a second job for the same move — sends nothing: one message per order and status, ever. (A
 * process killed after the hand-over and before the commit hands it over again, with the same idempotency key
 * `order:<id>:<status>`: a gateway that honours keys delivers it once.)
 */
export function defineOrderStatusChanged(jobs: JobQueue, sms: SmsProvider) {
  const options = { batchSize: 1, retryLimit: 5, maxRunSeconds: sms.longestSendMs / 1000 };
  return jobs.define<OrderStatusChanged>('order.status', options, async (payloads, ctx) => {
    for (const { orderId, status } of payloads) {
      const [due] = await rowsOf<
        RawRow<typeof orders, 'number' | 'courier'> & {
          tracking: DbRow<typeof orders>['tracking_number'];
          /** The receiver's number (a seller's order) or the account's: null when there is none. */
          mobile: string | null;
        }
      >(
        ctx.db,
        sql`with noted as (
            insert into order_notifications (order_id, kind, channel)
            select id, ${status}, 'sms' from orders where id = ${orderId}
            on conflict (order_id, kind, channel) do nothing
            returning order_id)
          -- A seller's order: the person who receives it hears of its way to her; the seller sees it in the app.
          select o.number, o.courier, o.tracking_number as tracking,
            case when o.placed_by in ('influencer', 'pharmacist') then o.address->>'mobile' else u.mobile end as mobile
          from noted n join orders o on o.id = n.order_id join users u on u.id = o.user_id`,
      );
      // Already sent, or an account deleted since (no number to write to; the row still says the notice is done).
      if (!due?.mobile) continue;
      const template =
        status === 'shipped' && !(due.courier && due.tracking)
          ? messages.orderShippedPlainSms
          : messages[templates[status]];
      await sms.send(
        due.mobile,
        formatMessage(template, { number: due.number, courier: due.courier ?? '', tracking: due.tracking ?? '' }),
        { key: `order:${orderId}:${status}` },
      );
    }
  });
}
