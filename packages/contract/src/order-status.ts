/**
 * An order's statuses and how each reads in Arabic, as a badge says it (issue 11; the spec shows no wording:
 * docs/decisions.md) — on the shopper's pages, the staff desk and the desk's CSV export alike. A module of its own,
 * free of zod, so browser code imports it as `@wb/contract/order-status` without the schemas.
 */
export const orderStatuses = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatusName = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatusName, string> = {
  pending: 'بانتظار التأكيد',
  confirmed: 'مؤكد',
  shipped: 'قيد التوصيل',
  delivered: 'تم التوصيل',
  cancelled: 'ملغي',
  returned: 'مرتجع',
};
