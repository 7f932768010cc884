import { type OrderStatus, statusLabels, statusTone } from './order-model';

/** An order's status as a small coloured label (the words carry it; the colour only helps). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-order-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${statusTone[status]}`}
    >
      {statusLabels[status]}
    </span>
  );
}
