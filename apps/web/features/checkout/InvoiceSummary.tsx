'use client';

import type { Invoice } from '@wb/contract';
import { useId } from 'react';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { TruckIcon } from '@/components/ui/icons';
import { LineImage } from '@/components/ui/LineImage';
import { ACTION_BAR_ON_PHONES, ActionBarRoom } from '@/components/ui/layout';
import { formatCount, formatIqd } from '@/lib/format';

/**
 * The invoice as the API priced it (one pricing function: spec §3, issue 11), the cash-on-delivery promise, and the
 * button. Nothing here adds up money: every figure is the API's, so the total shown is the total ordered.
 */
export function InvoiceSummary({
  invoice,
  refreshing,
  placing,
  blockedBy,
  onPlace,
}: {
  invoice: Invoice;
  /** A newer invoice is on its way: the figures may be about to change, so the button waits. */
  refreshing: boolean;
  placing: boolean;
  /** Why the order cannot be placed yet (no address, stock problems), said beside the button. */
  blockedBy: string | null;
  onPlace: () => void;
}) {
  const headingId = useId();
  const blockedId = useId();
  const units = invoice.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={refreshing}
      className="rounded-card bg-white p-4 ring-1 ring-line md:p-5 lg:sticky lg:top-36"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        ملخص الطلب
      </h2>
      <details className="group mt-2 text-sm">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 text-muted">
          <span>
            المنتجات {formatCount(invoice.items.length)} · القطع {formatCount(units)}
          </span>
          <span className="text-brand-700 group-open:hidden">عرض</span>
          <span className="hidden text-brand-700 group-open:inline">إخفاء</span>
        </summary>
        <ul className="mt-2 space-y-2">
          {invoice.items.map((item) => (
            <li key={item.id} className="flex items-center gap-2">
              <LineImage src={item.image_path} size={40} iconSize={18} className="size-10" />
              <span className="line-clamp-2 min-w-0 flex-1 text-xs leading-5 text-ink">
                {item.title} × {formatCount(item.quantity)}
              </span>
              {/* At its price: the code's discount is the «الخصم» row below, not spread over the lines (issue 24). */}
              <span className="shrink-0 text-xs font-medium text-ink">{formatIqd(item.line_total)}</span>
            </li>
          ))}
        </ul>
      </details>
      <dl className="mt-3 space-y-2 border-t border-line pt-3 text-sm">
        <Row label="المجموع الفرعي" value={formatIqd(invoice.subtotal)} name="subtotal" />
        {invoice.discount > 0 ? (
          <Row label="الخصم" value={`− ${formatIqd(invoice.discount)}`} name="discount" tone="text-emerald-700" />
        ) : null}
        <Row
          label="التوصيل"
          value={invoice.delivery_fee === 0 ? 'مجاني' : formatIqd(invoice.delivery_fee)}
          name="delivery"
          tone={invoice.delivery_fee === 0 ? 'text-emerald-700' : undefined}
        />
        {invoice.wallet_used > 0 ? (
          <Row label="من المحفظة" value={`− ${formatIqd(invoice.wallet_used)}`} name="wallet" tone="text-emerald-700" />
        ) : null}
      </dl>
      {/* The amount due, what still stands in the way and the button: on a phone the order bar, fixed above the
          bottom navigation, so «تأكيد الطلب» is in reach wherever the shopper is in the form (issue 24). */}
      <ActionBarRoom />
      <div data-action-bar className={`mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 ${ACTION_BAR_ON_PHONES}`}>
        <dl className="flex min-w-0 items-baseline justify-between gap-3 max-md:flex-col max-md:gap-0 md:w-full md:border-t md:border-line md:pt-3">
          <dt className="font-bold text-ink max-md:text-xs max-md:font-normal max-md:text-muted">
            المبلغ عند الاستلام
          </dt>
          <dd data-invoice="total" className="text-lg font-bold whitespace-nowrap text-ink max-md:text-base">
            {formatIqd(invoice.total)}
          </dd>
        </dl>
        {blockedBy ? (
          <p
            id={blockedId}
            role="status"
            className="w-full text-sm font-medium text-amber-800 max-md:order-first md:mt-3"
          >
            {blockedBy}
          </p>
        ) : null}
        <button
          type="button"
          onClick={onPlace}
          disabled={placing || refreshing || blockedBy !== null}
          aria-busy={placing}
          aria-describedby={blockedBy ? blockedId : undefined}
          className={`${buttonStyles.primary} flex-1 disabled:cursor-not-allowed md:mt-3 md:w-full`}
        >
          {placing ? <Spinner /> : null}
          {placing ? 'جارٍ تأكيد الطلب…' : 'تأكيد الطلب'}
        </button>
      </div>
      <p className="mt-3 flex gap-2 rounded-2xl bg-canvas px-3 py-2.5 text-xs leading-6 text-ink">
        <TruckIcon size={18} className="mt-0.5 shrink-0 text-brand-600" />
        الدفع نقداً عند الاستلام: تدفع للمندوب حين يصلك الطلب، وسنتصل بك لتأكيده قبل الشحن.
      </p>
    </section>
  );
}

function Row({ label, value, name, tone }: { label: string; value: string; name: string; tone?: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd data-invoice={name} className={`font-medium ${tone ?? 'text-ink'}`}>
        {value}
      </dd>
    </div>
  );
}
