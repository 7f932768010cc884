'use client';

import type { SellerInvoice } from '@wb/contract';
import { useId } from 'react';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { formatIqd } from '@/lib/format';
import type { DiscountType, PlacedErrors, PricingDraft } from './seller-model';

/**
 * The order's own settings (a discount on the whole order, a discount code, the wallet, the delivery fee, each with
 * the bound the seller terms set beside it) and the invoice the API priced them to — line, order and code
 * discounts, delivery, the amount the receiver pays and the seller's commission — with "تأكيد الطلب".
 */
export function SellerInvoicePanel({
  draft,
  onDraft,
  invoice,
  refreshing,
  placing,
  blockedBy,
  errors,
  onPlace,
}: {
  draft: PricingDraft;
  onDraft: (draft: PricingDraft) => void;
  invoice: SellerInvoice | undefined;
  refreshing: boolean;
  placing: boolean;
  blockedBy: string | null;
  errors: PlacedErrors['byField'];
  onPlace: () => void;
}) {
  const id = useId();
  const terms = invoice?.terms;
  const field = (
    name: 'orderValue' | 'code' | 'wallet' | 'deliveryFee',
    label: string,
    hint: string | null,
    error: string | undefined,
    numeric = true,
  ) => (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={draft[name]}
        inputMode={numeric ? 'numeric' : undefined}
        dir="ltr"
        onChange={(event) => onDraft({ ...draft, [name]: event.target.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint || error ? `${id}-${name}-note` : undefined}
        className={`h-11 w-full min-w-0 rounded-xl border bg-white px-3 text-end text-base text-ink ${error ? 'border-red-500' : 'border-line'}`}
      />
      {hint || error ? (
        <p id={`${id}-${name}-note`} className={`text-xs ${error ? 'font-medium text-red-700' : 'text-muted'}`}>
          {error ?? hint}
        </p>
      ) : null}
    </div>
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={refreshing}
      className="rounded-card bg-white p-4 ring-1 ring-line md:p-5 lg:sticky lg:top-36"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        الفاتورة
      </h2>
      {/* One column that never grows past the card: an input's own width (20 characters) pushed it off a phone. */}
      <div className="mt-3 grid grid-cols-1 gap-3">
        <div className="grid grid-cols-[7rem_minmax(0,1fr)] items-end gap-2">
          <label className="flex flex-col gap-1 text-sm font-medium text-ink" htmlFor={`${id}-orderType`}>
            خصم على الطلب
            <select
              id={`${id}-orderType`}
              value={draft.orderType}
              onChange={(event) => onDraft({ ...draft, orderType: event.target.value as DiscountType })}
              className="h-11 rounded-xl border border-line bg-white px-2 text-sm text-ink"
            >
              <option value="percentage">نسبة ٪</option>
              <option value="fixed">مبلغ د.ع</option>
            </select>
          </label>
          {field(
            'orderValue',
            'قيمة خصم الطلب',
            terms ? `حتى ${terms.max_order_discount_percent}٪ من المنتجات بعد خصوماتها` : null,
            errors.code_value,
          )}
        </div>
        {field('code', 'كود الخصم (اختياري)', invoice?.code?.message ?? null, errors.code, false)}
        {field('wallet', 'من محفظتك', invoice ? `رصيدك ${formatIqd(invoice.wallet_balance)}` : null, errors.wallet)}
        {field(
          'deliveryFee',
          'أجور التوصيل على المستلم',
          terms
            ? `بين ${formatIqd(terms.delivery_fee_min)} و${formatIqd(terms.delivery_fee_max)}؛ فارغ: أجور المحافظة`
            : null,
          errors.delivery_fee,
        )}
      </div>
      {invoice ? (
        <dl className="mt-4 space-y-2 border-t border-line pt-3 text-sm">
          <Row label="المجموع الفرعي" value={formatIqd(invoice.subtotal)} name="subtotal" />
          {invoice.line_discount > 0 ? (
            <Row label="خصومات المنتجات" value={`− ${formatIqd(invoice.line_discount)}`} name="line-discount" />
          ) : null}
          {invoice.order_discount > 0 ? (
            <Row label="خصم الطلب" value={`− ${formatIqd(invoice.order_discount)}`} name="order-discount" />
          ) : null}
          {invoice.code_discount > 0 ? (
            <Row label="كود الخصم" value={`− ${formatIqd(invoice.code_discount)}`} name="code-discount" />
          ) : null}
          <Row
            label="التوصيل"
            value={invoice.delivery_fee === 0 ? 'مجاني' : formatIqd(invoice.delivery_fee)}
            name="delivery"
          />
          {invoice.wallet_used > 0 ? (
            <Row label="من المحفظة" value={`− ${formatIqd(invoice.wallet_used)}`} name="wallet" />
          ) : null}
          <div className="flex items-baseline justify-between gap-3 border-t border-line pt-3 text-base">
            <dt className="font-bold text-ink">يدفع المستلم</dt>
            <dd data-invoice="total" className="text-lg font-bold text-ink">
              {formatIqd(invoice.total)}
            </dd>
          </div>
          <Row label="عمولتك عند التسليم" value={formatIqd(invoice.commission)} name="commission" />
        </dl>
      ) : (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-muted">
          <Spinner /> جارٍ حساب الفاتورة…
        </p>
      )}
      {blockedBy ? (
        <p role="status" className="mt-3 text-sm font-medium text-amber-800">
          {blockedBy}
        </p>
      ) : null}
      <button
        type="button"
        onClick={onPlace}
        disabled={placing || refreshing || blockedBy !== null || !invoice}
        aria-busy={placing}
        className={`${buttonStyles.primary} mt-3 w-full disabled:cursor-not-allowed`}
      >
        {placing ? <Spinner /> : null}
        {placing ? 'جارٍ تأكيد الطلب…' : 'تأكيد الطلب'}
      </button>
    </section>
  );
}

function Row({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd data-invoice={name} className="font-medium text-ink">
        {value}
      </dd>
    </div>
  );
}
