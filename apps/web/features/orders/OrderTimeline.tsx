import type { Order } from '@wb/contract';
import { formatDateTime } from '@/lib/format';
import { actorLabel, type StepState, timelineSteps } from './order-model';

/** The marker of each kind of step; the words beside it say the same for those who do not see colour. */
const markers: Record<StepState, string> = {
  done: 'bg-brand-600 ring-brand-600',
  current: 'bg-white ring-brand-600 ring-[5px]',
  upcoming: 'bg-white ring-line',
  cancelled: 'bg-red-700 ring-red-700',
  returned: 'bg-orange-600 ring-orange-600',
};

const stateText: Record<StepState, string | null> = {
  done: null,
  current: 'المرحلة الحالية',
  upcoming: 'لم تتم بعد',
  cancelled: null,
  returned: null,
};

/**
 * The order's life, oldest first: every event with its time and who moved it, then the steps still ahead while the
 * order is on its way. A cancel or a return ends the line in its own colour.
 */
export function OrderTimeline({
  order,
  reader = 'shopper',
}: {
  order: Pick<Order, 'status' | 'timeline'>;
  /** Who reads it: the shopper ("by: you") or staff ("by: the customer"). */
  reader?: 'shopper' | 'staff';
}) {
  const steps = timelineSteps(order);
  return (
    <ol className="space-y-0">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li
            key={`${step.status}-${step.event?.at ?? 'ahead'}`}
            data-step={step.status}
            data-state={step.state}
            className="relative ps-8 pb-5 last:pb-0"
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={`absolute start-[7px] top-5 bottom-0 w-0.5 ${step.state === 'done' ? 'bg-brand-600' : 'bg-line'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`absolute start-0 top-1 size-4 rounded-full ring-2 ${markers[step.state]}`}
            />
            <p
              className={`text-sm font-bold ${
                step.state === 'upcoming'
                  ? 'text-muted'
                  : step.state === 'cancelled'
                    ? 'text-red-800'
                    : step.state === 'returned'
                      ? 'text-orange-900'
                      : 'text-ink'
              }`}
            >
              {step.label}
              {stateText[step.state] ? <span className="sr-only"> ({stateText[step.state]})</span> : null}
            </p>
            {step.event ? (
              <p className="mt-0.5 text-xs leading-6 text-muted">
                <time dateTime={step.event.at}>{formatDateTime(step.event.at)}</time>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">، </span>
                بواسطة: {actorLabel(step.event.by, reader)}
              </p>
            ) : null}
            {step.event?.note ? <p className="mt-1 text-xs leading-6 text-ink">{step.event.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
