import type { AdminOrder } from '@wb/contract';
import { DeliveryAddress } from '@/features/orders/OrderParts';
import { OrderTimeline } from '@/features/orders/OrderTimeline';
import { nationalMobile } from '@/lib/format';
import { DeskCard } from '../ui/form';
import { roleLabels } from '../ui/labels';

/** Who ordered, where it goes, how it ships, and its life so far: the column beside an order's lines. */
export function OrderSide({ order }: { order: AdminOrder }) {
  const { customer } = order;
  return (
    <div className="space-y-4">
      <DeskCard title={order.placed_by === 'customer' ? 'الزبون' : 'صاحب الطلب'}>
        <p className="font-bold">{customer.name ?? 'حساب محذوف'}</p>
        {customer.mobile ? (
          <p className="text-sm">
            <bdi dir="ltr">{nationalMobile(customer.mobile)}</bdi>
          </p>
        ) : null}
        <p className="mt-1 text-xs text-muted">
          {roleLabels[customer.user_type]} · رقم الحساب {customer.id}
        </p>
      </DeskCard>
      {order.placed_by !== 'customer' ? (
        <DeskCard title="المستلم">
          <p data-receiver className="font-bold">
            {order.receiver_name}
          </p>
          <p className="text-xs text-muted">طلبه {roleLabels[order.placed_by]} لشخص آخر؛ يدفع المستلم عند الاستلام.</p>
        </DeskCard>
      ) : null}
      <DeskCard title="عنوان التوصيل">
        <DeliveryAddress address={order.address} />
      </DeskCard>
      <DeskCard title="الشحن">
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted">شركة التوصيل</dt>
            <dd data-courier>{order.courier ?? '—'}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">رقم التتبع</dt>
            <dd data-tracking dir="ltr">
              {order.tracking_number ?? '—'}
            </dd>
          </div>
        </dl>
      </DeskCard>
      <DeskCard title="مراحل الطلب">
        <OrderTimeline order={order} reader="staff" />
      </DeskCard>
    </div>
  );
}
