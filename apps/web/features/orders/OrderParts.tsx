import type { Order } from '@wb/contract';
import type { ReactNode } from 'react';
import { formatIqd, formatSignedIqd, nationalMobile } from '@/lib/format';
import { type MoneyRowKind, orderMoneyRows } from './order-model';

/**
 * Parts of an order's page that hold no state: the shopper's order page (a client component) and the staff desk's
 * (rendered on the server) both show them.
 */

/** Spec §3: the one way Iraq pays here. */
export const paymentNames: Record<Order['payment_method'], string> = { cod: 'الدفع عند الاستلام' };

/**
 * The money of an order: the goods at their prices, each kind of discount as its own row (orderMoneyRows), the
 * wallet's part, delivery, the total and how it is paid.
 */
export function OrderTotals({ order }: { order: Order }) {
  const labels: Record<MoneyRowKind, ReactNode> = {
    subtotal: 'المجموع الفرعي',
    lines: 'خصومات المنتجات',
    order: 'خصم الطلب',
    code: order.code ? (
      <>
        الخصم (كود <bdi dir="ltr">{order.code}</bdi>)
      </>
    ) : (
      'الخصم'
    ),
    wallet: 'من المحفظة',
    delivery: 'التوصيل',
  };
  const rows = orderMoneyRows(order).map(({ kind, amount }): [MoneyRowKind, ReactNode, string, string?] => {
    if (kind === 'delivery') return [kind, labels[kind], amount > 0 ? formatIqd(amount) : 'مجاني'];
    if (kind === 'subtotal') return [kind, labels[kind], formatIqd(amount)];
    return [kind, labels[kind], formatSignedIqd(amount), 'text-ok'];
  });
  return (
    <>
      <dl className="space-y-2 text-sm">
        {rows.map(([kind, label, value, tone]) => (
          <div key={kind} data-order-money={kind} className="flex justify-between gap-3">
            <dt className="text-muted">{label}</dt>
            <dd className={`font-medium whitespace-nowrap ${tone ?? 'text-ink'}`}>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-line pt-3 text-base">
          <dt className="font-bold text-ink">الإجمالي</dt>
          <dd data-order-total className="font-bold whitespace-nowrap text-ink">
            {formatIqd(order.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 rounded-xl bg-canvas px-3 py-2 text-sm text-ink">
        طريقة الدفع: <span className="font-bold">{paymentNames[order.payment_method]}</span>
      </p>
    </>
  );
}

/** Where an order goes, as it was copied onto the order. */
export function DeliveryAddress({ address }: { address: Order['address'] }) {
  const place = [address.city, address.region].filter(Boolean).join('، ');
  return (
    <div className="space-y-1 text-sm leading-7 text-ink">
      {address.name ? <p className="font-bold">{address.name}</p> : null}
      {address.mobile ? (
        <p>
          <bdi dir="ltr">{nationalMobile(address.mobile)}</bdi>
        </p>
      ) : null}
      <p>{place}</p>
      {address.address ? <p>{address.address}</p> : null}
      {address.landmark ? (
        <p>
          <span className="text-muted">أقرب نقطة دالة: </span>
          {address.landmark}
        </p>
      ) : null}
    </div>
  );
}
