import { formatIqd, formatMessage, messages } from '@wb/contract';
import { type orders, type RawRow, rowsOf } from '@wb/db';
import { sql } from 'drizzle-orm';
import type { JobQueue } from '../lib/jobs';
import type { SmsProvider } from '../modules/auth/sms';

export interface OrderEdited {
  orderId: number;
  /** The how-many-th edit of the order's lines: each is told once. */
  revision: number;
  /** What the courier collects after this edit. */
  total: number;
}

/**
 * `order.edited`: the SMS that tells the customer staff edited her pending order's lines (issue 24), and what she pays
 * at the door now. As `order.status` (order-status-notices.ts): enqueued in the edit's transaction, so an edit undone
 * sends nothing; the `order_notifications` row (`edited:<revision>`) is written in the job's transaction before the
 * message goes, so a job run again sends nothing.
 */
export function defineOrderEdited(jobs: JobQueue, sms: SmsProvider) {
  const options = { batchSize: 1, retryLimit: 5, maxRunSeconds: sms.longestSendMs / 1000 };
  return jobs.define<OrderEdited>('order.edited', options, async (payloads, ctx) => {
    for (const { orderId, revision, total } of payloads) {
      const kind = `edited:${revision}`;
      const [due] = await rowsOf<RawRow<typeof orders, 'number'> & { mobile: string | null }>(
        ctx.db,
        sql`with noted as (
            insert into order_notifications (order_id, kind, channel)
            select id, ${kind}, 'sms' from orders where id = ${orderId}
            on conflict (order_id, kind, channel) do nothing
            returning order_id)
          select o.number, u.mobile from noted n join orders o on o.id = n.order_id join users u on u.id = o.user_id`,
      );
      // Already sent, or an account deleted since.
      if (!due?.mobile) continue;
      await sms.send(
        due.mobile,
        formatMessage(messages.orderEditedSms, { number: due.number, total: formatIqd(total) }),
        {
          key: `order:${orderId}:${kind}`,
        },
      );
    }
  });
}
