'use client';

import type { SellerCart, SellerCartItem, SellerInvoice } from '@wb/contract';
import { useId } from 'react';
import { Spinner } from '@/components/ui/form';
import { TrashIcon } from '@/components/ui/icons';
import { LineImage } from '@/components/ui/LineImage';
import { formatIqd } from '@/lib/format';
import { MAX_LINE_QUANTITY } from '../cart/cart-model';
import { QuantityStepper } from '../cart/QuantityStepper';
import type { DiscountType, LineDiscount } from './seller-model';
import { useRemoveLine, useUpdateLine } from './use-seller';

const NO_DISCOUNT: LineDiscount = { type: 'percentage', value: '', reason: '' };

/**
 * The chosen cart's lines (issue 14): a quantity stepper (spec §4: the line changes at once and says a change is on
 * its way), removal, and each line's discount — type, value, reason — with the largest discount the terms allow
 * beside it, the discount the invoice gave it, and a refusal naming the line under it.
 */
export function SellerLines({
  cart,
  invoice,
  discounts,
  lineErrors,
  onDiscount,
}: {
  cart: SellerCart;
  invoice: SellerInvoice | undefined;
  discounts: Record<number, LineDiscount>;
  lineErrors: Map<number, string>;
  onDiscount: (variantId: number, discount: LineDiscount) => void;
}) {
  const update = useUpdateLine();
  const problems = new Map((cart.errors?.quantity ?? []).map((problem) => [problem.variant_id, problem.message]));
  return (
    <ul className="space-y-3">
      {cart.cart_items.map((item) => {
        const pending =
          update.isPending && update.variables?.lineId === item.id ? update.variables.quantity : undefined;
        return (
          <SellerLine
            key={item.id}
            item={item}
            cartId={cart.id}
            updating={pending !== undefined}
            invoiceLine={invoice?.items.find((line) => line.variant_id === item.variant.id)}
            maxPercent={invoice?.terms.max_line_discount_percent}
            discount={discounts[item.variant.id] ?? NO_DISCOUNT}
            error={lineErrors.get(item.variant.id) ?? problems.get(item.variant.id)}
            onQuantity={(quantity) => update.mutate({ cartId: cart.id, lineId: item.id, quantity })}
            onDiscount={(discount) => onDiscount(item.variant.id, discount)}
          />
        );
      })}
    </ul>
  );
}

function SellerLine({
  item,
  cartId,
  updating,
  invoiceLine,
  maxPercent,
  discount,
  error,
  onQuantity,
  onDiscount,
}: {
  item: SellerCartItem;
  cartId: number;
  updating: boolean;
  invoiceLine: SellerInvoice['items'][number] | undefined;
  maxPercent: number | undefined;
  discount: LineDiscount;
  error: string | undefined;
  onQuantity: (quantity: number) => void;
  onDiscount: (discount: LineDiscount) => void;
}) {
  const remove = useRemoveLine();
  const id = useId();
  const product = item.variant.product;
  return (
    <li
      data-seller-line={item.variant.id}
      aria-busy={updating}
      className="rounded-card bg-white p-3 ring-1 ring-line md:p-4"
    >
      <div className="flex gap-3">
        <LineImage src={product.image?.url ?? null} size={72} iconSize={24} className="size-16 shrink-0 md:size-20" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-xs font-medium text-brand-700">{product.vendor}</p>
          <p className="line-clamp-2 text-sm leading-6 font-medium text-ink">{product.title}</p>
          {item.variant.title ? <p className="text-xs text-muted">{item.variant.title}</p> : null}
          <p className="text-sm text-ink">
            {formatIqd(item.variant.price)}
            {/* This line's own discount; the order's is the invoice's «خصم الطلب» row, not spread here (issue 24). */}
            {invoiceLine && invoiceLine.own_discount > 0 ? (
              <span data-line-discount className="ms-2 text-emerald-700">
                خصمك − {formatIqd(invoiceLine.own_discount)}
              </span>
            ) : null}
          </p>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-2">
              <QuantityStepper
                label={`كمية ${product.title}`}
                showLabel={false}
                value={item.quantity}
                min={1}
                max={Math.max(Math.min(MAX_LINE_QUANTITY, item.variant.stock), 1)}
                onChange={onQuantity}
              />
              {updating ? (
                <span role="status" className="flex items-center gap-1 text-xs text-muted">
                  <Spinner /> جارٍ تحديث الكمية…
                </span>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => remove.mutate({ cartId, lineId: item.id })}
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              className="flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm text-muted hover:bg-red-50 hover:text-red-700"
            >
              {remove.isPending ? <Spinner /> : <TrashIcon size={18} />}
              إزالة<span className="sr-only"> {product.title}</span>
            </button>
          </div>
        </div>
      </div>
      <fieldset className="mt-3 grid gap-2 border-t border-line pt-3 sm:grid-cols-[8rem_8rem_minmax(0,1fr)]">
        <legend className="mb-1 text-sm font-bold text-ink">
          خصم على هذا المنتج
          {maxPercent !== undefined ? (
            <span className="ms-2 text-xs font-normal text-muted">حتى {maxPercent}٪ من مجموعه</span>
          ) : null}
        </legend>
        <label className="flex flex-col gap-1 text-xs text-muted" htmlFor={`${id}-type`}>
          النوع
          <select
            id={`${id}-type`}
            value={discount.type}
            onChange={(event) => onDiscount({ ...discount, type: event.target.value as DiscountType })}
            className="h-11 rounded-xl border border-line bg-white px-3 text-sm text-ink"
          >
            <option value="percentage">نسبة ٪</option>
            <option value="fixed">مبلغ د.ع</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted" htmlFor={`${id}-value`}>
          القيمة
          <input
            id={`${id}-value`}
            inputMode="numeric"
            dir="ltr"
            value={discount.value}
            onChange={(event) => onDiscount({ ...discount, value: event.target.value })}
            aria-invalid={error ? true : undefined}
            className="h-11 rounded-xl border border-line bg-white px-3 text-end text-sm text-ink"
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted" htmlFor={`${id}-reason`}>
          سبب الخصم
          <input
            id={`${id}-reason`}
            value={discount.reason}
            maxLength={255}
            onChange={(event) => onDiscount({ ...discount, reason: event.target.value })}
            placeholder="مثال: زبونة دائمة"
            className="h-11 rounded-xl border border-line bg-white px-3 text-sm text-ink"
          />
        </label>
      </fieldset>
      {error ? (
        <p role="alert" data-line-error className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}
