import type { Order, OrderSummary } from '@wb/contract';
import { orderStatusLabels } from '@wb/contract/order-status';

/**
 * How an order reads to the person who placed it: its status in Arabic, its life as steps (pending → confirmed →
 * shipped → delivered, with a cancel or a return shown apart), and who moved it. Pure, so the rules are tested
 * without a page.
 */
export type OrderStatus = OrderSummary['status'];
type OrderEvent = Order['timeline'][number];

/** The status as a badge says it: the contract's wording, shared with the staff desk and its CSV export. */
export const statusLabels: Record<OrderStatus, string> = orderStatusLabels;

/** The same statuses as steps of the order's life: what happened, told to the shopper. */
const stepLabels: Record<OrderStatus, string> = {
  pending: 'استلمنا طلبك',
  confirmed: 'تم تأكيد الطلب',
  shipped: 'خرج الطلب للتوصيل',
  delivered: 'وصل الطلب',
  cancelled: 'أُلغي الطلب',
  returned: 'أُرجع الطلب',
};

/** The badge's colours: the way forward in brand tones, a cancel red, a return amber. */
export const statusTone: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  confirmed: 'bg-brand-50 text-brand-900 ring-brand-200',
  shipped: 'bg-brand-50 text-brand-900 ring-brand-200',
  delivered: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  returned: 'bg-orange-50 text-orange-900 ring-orange-200',
};

/** An order goes this way when nothing goes wrong. */
export const MAIN_STEPS = ['pending', 'confirmed', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];

/**
 * Who moved the order: the caller (who placed or cancelled it), the shop's staff, or the store on its own. The shopper
 * reads "you" and "the Wonder Beauty team"; the staff desk reads the same events as "the customer" and "staff".
 */
export function actorLabel(by: OrderEvent['by'], reader: 'shopper' | 'staff' = 'shopper'): string {
  if (by === 'customer') return reader === 'staff' ? 'صاحب الطلب' : 'أنت';
  if (by === 'staff') return reader === 'staff' ? 'الموظفين' : 'فريق وندر بيوتي';
  return 'تلقائياً';
}

export type StepState = 'done' | 'current' | 'upcoming' | 'cancelled' | 'returned';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  state: StepState;
  /** The event that reached it; none for a step still ahead. */
  event: OrderEvent | null;
}

/**
 * Every event of the order, oldest first, as a step; then, while the order is still on its way, the main steps it
 * has not reached yet. The latest event is the current step, unless the order has ended: delivered is done, a
 * cancel or a return is shown as what it is (and nothing is ahead of it).
 */
export function timelineSteps(order: Pick<Order, 'status' | 'timeline'>): TimelineStep[] {
  const events = order.timeline;
  const last = events.length - 1;
  const steps: TimelineStep[] = events.map((event, index) => ({
    status: event.status,
    label: stepLabels[event.status],
    event,
    state:
      event.status === 'cancelled' || event.status === 'returned'
        ? event.status
        : index === last && event.status !== 'delivered'
          ? 'current'
          : 'done',
  }));
  if (order.status === 'cancelled' || order.status === 'returned') return steps;
  const reached = new Set(events.map((event) => event.status));
  for (const status of MAIN_STEPS) {
    if (!reached.has(status)) steps.push({ status, label: stepLabels[status], state: 'upcoming', event: null });
  }
  return steps;
}

/** `/profile/orders/[id]`: the id as the API takes it (1 … 2^31 − 1), or null for anything else (a not-found page). */
export function orderIdParam(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** Only an order its owner placed as a customer can go back into the customer cart (sellers keep other carts). */
export function canReorder(order: Pick<OrderSummary, 'placed_by'>): boolean {
  return order.placed_by === 'customer';
}

/** One line's money as its order page shows it: its price × quantity, less only its own discount (struck from). */
export function lineMoney(line: Pick<Order['items'][number], 'price' | 'quantity' | 'own_discount'>): {
  amount: number;
  before: number | null;
} {
  const full = line.price * line.quantity;
  return line.own_discount > 0 ? { amount: full - line.own_discount, before: full } : { amount: full, before: null };
}

export type MoneyRowKind = 'subtotal' | 'lines' | 'order' | 'code' | 'wallet' | 'delivery';

/**
 * The order's money, row by row (issue 24): the goods at their prices, then each kind of discount as a row of its own
 * (the lines' own, the seller's whole-order, the code's) rather than spread over the lines, then the wallet and the
 * delivery. Every figure is the API's whole dinars, as the invoice rounded them; the rows add up to the total.
 */
export function orderMoneyRows(
  order: Pick<Order, 'subtotal' | 'discount' | 'order_discount' | 'code_discount' | 'wallet_used' | 'shipping_price'>,
): Array<{ kind: MoneyRowKind; amount: number }> {
  const own = order.discount - order.order_discount - order.code_discount;
  const rows: Array<{ kind: MoneyRowKind; amount: number }> = [{ kind: 'subtotal', amount: order.subtotal }];
  if (own > 0) rows.push({ kind: 'lines', amount: -own });
  if (order.order_discount > 0) rows.push({ kind: 'order', amount: -order.order_discount });
  if (order.code_discount > 0) rows.push({ kind: 'code', amount: -order.code_discount });
  if (order.wallet_used > 0) rows.push({ kind: 'wallet', amount: -order.wallet_used });
  rows.push({ kind: 'delivery', amount: order.shipping_price });
  return rows;
}
