import { formatMessage, messages } from '@wb/contract';
import {
  type DbRow,
  notificationDeliveries,
  type notifications,
  products,
  type RawRow,
  type restockSubscriptions,
  rowsOf,
  type users,
  variants,
} from '@wb/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import type { JobQueue } from '../../lib/jobs';
import { pgArray } from '../../lib/sql';
import type { SmsProvider } from '../auth/sms';
import type { RestockWorker } from '../catalog/desk/restock';
import type { PushProvider } from './fcm';

/** Subscribers told per run of `variant.restocked`: one transaction each. */
export const RESTOCK_BATCH = 500;
/**
 * Messages one delivery job hands over. A job's messages go out inside its transaction (what was sent is recorded
 * with the job's completion), so a job is kept small: a slow or failing gateway then holds a connection for seconds,
 * not for the minutes 500 timeouts would take, and stays well inside the job's expiry.
 */
const DELIVERIES_PER_JOB = 10;
/** Tries of one message that fails to go out before it is given up (logged). */
const DELIVERY_ATTEMPTS = 5;

/** A notice due on a channel, and where it goes: her number (SMS) or her subscription's device token (push). */
type DueNotice = RawRow<typeof notifications, 'id' | 'title' | 'body' | 'link'> & {
  to: DbRow<typeof users>['mobile'] | DbRow<typeof restockSubscriptions>['fcm_token'];
};

/** A subscriber of a batch, and her notice (null when she was already told of this restock). */
type Told = {
  subscription_id: DbRow<typeof restockSubscriptions>['id'];
  notification_id: DbRow<typeof notifications>['id'] | null;
  /** Whether her subscription holds a device token. */
  push: boolean;
};

/** Notices of one batch to deliver outside the store: [notification id, subscription id]. */
interface Deliveries {
  notices: Array<[number, number]>;
  attempt?: number;
}

/**
 * The back-in-stock notices (issue 13). `variant.restocked` (sent in the restocking transaction) runs the worker:
 * - the variant out of stock again by then (sold out in the meantime): nobody is told, everyone stays armed for the
 *   next restock — a notice of something not there would send her to a page she cannot buy from;
 * - otherwise the variant's armed subscribers, in id order, RESTOCK_BATCH at a time: ONE transaction (the job's own)
 *   writes each an in-app notice, marks her subscription spent (`notified_at`), enqueues the batch's SMS (and push,
 *   for those with a device token), and, when the batch was full, sends `variant.restocked` again for the rest. A
 *   process killed mid-batch commits none of it: the job runs again and tells the same people once. A batch that
 *   committed is spent and its continuation is queued: nobody is skipped.
 * The notice's dedupe key (subscription and the time it was armed) makes even a second job for the same restock
 * harmless. SMS and push are jobs of their own, recorded in `notification_deliveries` once per notice and channel.
 */
export function defineRestockNotices(jobs: JobQueue, sms: SmsProvider, push: PushProvider | null) {
  // A job hands over up to DELIVERIES_PER_JOB messages one after the other: it expires no sooner than all of them
  // could take with the gateway timing out (so a slow gateway never has its job run twice at once).
  const smsJob = jobs.define<Deliveries>(
    'restock.sms',
    { batchSize: 1, retryLimit: 5, maxRunSeconds: (DELIVERIES_PER_JOB * sms.longestSendMs) / 1000 },
    (payloads, ctx) => deliver(ctx, 'sms', payloads),
  );
  const pushJob = jobs.define<Deliveries>(
    'restock.push',
    { batchSize: 1, retryLimit: 5, maxRunSeconds: (DELIVERIES_PER_JOB * (push?.longestSendMs ?? 0)) / 1000 },
    (payloads, ctx) => deliver(ctx, 'push', payloads),
  );

  /**
   * Records the deliveries first (a notice already delivered is skipped), then hands each message over; one that
   * fails has its record taken back and goes into a new job of its own, tried later, so the batch's messages already
   * handed over are not sent again.
   */
  async function deliver(ctx: Ctx, channel: 'sms' | 'push', payloads: Deliveries[]) {
    for (const payload of payloads) {
      const ids = payload.notices.map(([notification]) => notification);
      const subscriptions = payload.notices.map(([, subscription]) => subscription);
      const due = await rowsOf<DueNotice>(
        ctx.db,
        sql`with wanted as (
            select * from unnest(${pgArray(ids)}::int[], ${pgArray(subscriptions)}::int[]) as w(notification_id, subscription_id)),
          noted as (
            insert into notification_deliveries (notification_id, channel)
            select w.notification_id, ${channel} from wanted w
            where exists (select 1 from notifications n where n.id = w.notification_id)
            on conflict (notification_id, channel) do nothing
            returning notification_id)
          select n.id, n.title, n.body, n.link,
            ${channel === 'sms' ? sql`u.mobile` : sql`s.fcm_token`} as to
          from noted d join wanted w on w.notification_id = d.notification_id
          join notifications n on n.id = d.notification_id join users u on u.id = n.user_id
          left join restock_subscriptions s on s.id = w.subscription_id
          order by n.id`,
      );
      const failed: Array<[number, number]> = [];
      for (const notice of due) {
        // An account deleted since has no number; a token withdrawn has nowhere to go. The record still stands.
        if (!notice.to) continue;
        try {
          if (channel === 'sms') await sms.send(notice.to, notice.body, { key: `notice:${notice.id}:sms` });
          else if (push) await push.send(notice.to, notice);
        } catch (error) {
          ctx.log.warn({ err: error, notice: notice.id, channel }, 'restock notice not delivered');
          const subscription = payload.notices.find(([id]) => id === notice.id)?.[1] ?? 0;
          failed.push([notice.id, subscription]);
        }
      }
      if (failed.length === 0) continue;
      await ctx.db.delete(notificationDeliveries).where(
        and(
          eq(notificationDeliveries.channel, channel),
          inArray(
            notificationDeliveries.notificationId,
            failed.map(([id]) => id),
          ),
        ),
      );
      const attempt = (payload.attempt ?? 1) + 1;
      if (attempt > DELIVERY_ATTEMPTS) {
        ctx.log.error({ notices: failed.length, channel }, 'restock notices given up');
        continue;
      }
      await jobs.send(
        ctx.db,
        channel === 'sms' ? smsJob : pushJob,
        { notices: failed, attempt },
        {
          startAfter: 30 * 2 ** (attempt - 2),
        },
      );
    }
  }

  const worker: RestockWorker = async ({ variantId, productId }, ctx, job) => {
    const [variant] = await ctx.db
      .select({ stock: variants.stock, title: products.title })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(eq(variants.id, variantId), eq(products.status, 'active')));
    // Sold out again (or withdrawn) before anyone was told: they stay armed for the next restock.
    if (!variant || variant.stock <= 0) return;
    const title = messages.restockNoticeTitle;
    const body = formatMessage(messages.restockNoticeBody, { product: variant.title });
    const link = `/products-details/${productId}`;
    const told = await rowsOf<Told>(
      ctx.db,
      sql`with batch as (
          select id, user_id, fcm_token, created_at from restock_subscriptions
          where variant_id = ${variantId} and notified_at is null
          order by id limit ${RESTOCK_BATCH} for update),
        noticed as (
          insert into notifications (user_id, kind, title, body, link, dedupe_key)
          select b.user_id, 'restock', ${title}, ${body}, ${link},
            'restock:' || ${variantId}::int || ':' || b.id || ':' || (extract(epoch from b.created_at) * 1000000)::bigint
          from batch b
          on conflict (user_id, dedupe_key) do nothing
          returning id, user_id),
        spent as (
          update restock_subscriptions s set notified_at = now() from batch b where s.id = b.id returning s.id)
        select b.id as subscription_id, n.id as notification_id, b.fcm_token is not null as push
        from batch b left join noticed n on n.user_id = b.user_id
        order by b.id`,
    );
    const fresh = told.filter((row) => row.notification_id !== null);
    const notices = fresh.map((row): [number, number] => [row.notification_id as number, row.subscription_id]);
    for (const chunk of chunks(notices)) await jobs.send(ctx.db, smsJob, { notices: chunk });
    const pushes = fresh
      .filter((row) => row.push)
      .map((row): [number, number] => [row.notification_id as number, row.subscription_id]);
    if (push) for (const chunk of chunks(pushes)) await jobs.send(ctx.db, pushJob, { notices: chunk });
    if (told.length === RESTOCK_BATCH) await jobs.send(ctx.db, job, { variantId, productId });
  };

  return { worker, smsJob, pushJob };
}

export type RestockNotices = ReturnType<typeof defineRestockNotices>;

/** The batch's deliveries, DELIVERIES_PER_JOB to a job. */
function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += DELIVERIES_PER_JOB) {
    out.push(items.slice(start, start + DELIVERIES_PER_JOB));
  }
  return out;
}
