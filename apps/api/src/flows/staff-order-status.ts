import { type AdminOrder, type AdminOrderStatusBody, formatMessage, type MessageKey, messages } from '@wb/contract';
import { orders } from '@wb/db';
import { eq } from 'drizzle-orm';
import { atomically, type CallerCtx } from '../context';
import type { JobQueue, JobType } from '../lib/jobs';
import type { AuditLog } from '../modules/audit/service';
import type { NotificationService } from '../modules/notify/notifications';
import type { AdminOrderReads } from '../modules/orders/desk';
import type { Actor, OrderService } from '../modules/orders/service';
import type { CancelOrderFlow } from './cancel-order';
import type { OrderRewardsFlow } from './order-rewards';
import type { NoticeStatus, OrderStatusChanged } from './order-status-notices';

type OrderRow = Awaited<ReturnType<OrderService['row']>>;

const noticeBodies: Record<NoticeStatus, MessageKey> = {
  confirmed: 'orderNoticeConfirmed',
  shipped: 'orderNoticeShipped',
  delivered: 'orderNoticeDelivered',
  cancelled: 'orderNoticeCancelled',
  returned: 'orderNoticeReturned',
};

const snapshot = (row: OrderRow) => ({
  status: row.status,
  courier: row.courier,
  tracking_number: row.trackingNumber,
});

/**
 * Staff move an order (issue 12), in one transaction: the order locked, moved along its life (a cancel through the
 * cancel-order flow: stock, wallet part and code back), the courier and tracking number kept when it ships, an audit
 * entry with the order before and after, the seller's commission credited or taken back, a referral rewarded on a
 * friend's first delivery, the customer's SMS
 * enqueued and her in-app notice written — all of it commits, or none of it does.
 */
export class StaffOrderStatusFlow {
  constructor(
    private readonly orders: OrderService,
    private readonly cancelOrder: CancelOrderFlow,
    private readonly reads: AdminOrderReads,
    private readonly audit: AuditLog,
    private readonly jobs: JobQueue,
    private readonly notice: JobType<OrderStatusChanged>,
    private readonly notifications: NotificationService,
    private readonly rewards: OrderRewardsFlow,
  ) {}

  run(ctx: CallerCtx, orderId: number, body: AdminOrderStatusBody): Promise<AdminOrder> {
    return atomically(ctx, async (tx) => {
      const before = await this.orders.row(tx, orderId, { lock: true });
      const actor: Actor = { type: 'staff', id: tx.caller.id };
      if (body.status === 'cancelled') await this.cancelOrder.byStaff(tx, orderId, actor, body.note);
      else await this.orders.advance(tx, orderId, body.status, actor, body.note);
      // A seller's commission (issue 14) and a referred friend's first-order reward (issue 15): paid when delivered,
      // taken back when returned.
      if (body.status === 'delivered') await this.rewards.delivered(tx, orderId);
      if (body.status === 'returned') await this.rewards.returned(tx, orderId);
      if (body.status === 'shipped' && (body.courier || body.tracking_number)) {
        await tx.db
          .update(orders)
          .set({ courier: body.courier ?? null, trackingNumber: body.tracking_number ?? null })
          .where(eq(orders.id, orderId));
      }
      const after = await this.orders.row(tx, orderId);
      await this.audit.record(tx, {
        action: 'order.status',
        entityType: 'order',
        entityId: orderId,
        before: snapshot(before),
        after: { ...snapshot(after), note: body.note ?? null },
      });
      await this.jobs.send(tx.db, this.notice, { orderId, status: body.status });
      // The customer's in-app notice (issue 13), with the move: one per order and status.
      await this.notifications.write(tx.db, {
        userId: after.userId,
        kind: 'order_status',
        title: formatMessage(messages.orderNoticeTitle, { number: after.number }),
        body: formatMessage(messages[noticeBodies[body.status]], { number: after.number }),
        link: `/profile/orders/${orderId}`,
        dedupeKey: `order:${orderId}:${body.status}`,
      });
      return this.reads.get(tx, orderId);
    });
  }
}
