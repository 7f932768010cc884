'use client';

import type { CartItem } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { BagIcon, TrashIcon } from '@/components/ui/icons';
import { LineImage } from '@/components/ui/LineImage';
import { ACTION_BAR_ON_PHONES, ActionBarRoom } from '@/components/ui/layout';
import { Price } from '@/components/ui/Price';
import { pushCommerce } from '@/lib/analytics';
import { cartLineItem } from '@/lib/analytics-items';
import { errorMessage } from '@/lib/api';
import { formatCount, formatIqd } from '@/lib/format';
import { maxQuantity, problemsByVariant, type QuantityProblem } from './cart-model';
import { productPathOf } from './payload';
import { QuantityStepper } from './QuantityStepper';
import { useCart, useEmptyCart, useRemoveLine, useUpdateQuantity } from './use-cart';

/**
 * The /cart page's body (spec §4 "Cart"): lines with a quantity stepper that changes at once and is put back if the
 * server refuses, removal, emptying after a confirmation, the totals, the stock warnings of `page=invoice`, and the
 * way on to checkout. It paints with the cart the server read (`SessionDataBoundary`); later reads are the cache's.
 */
export function CartView() {
  const { data: cart, error, refetch, isFetching } = useCart();
  const update = useUpdateQuantity();
  const empty = useEmptyCart();
  const [confirmingEmpty, setConfirmingEmpty] = useState(false);
  const linesId = useId();
  const summaryId = useId();
  // view_cart once per visit of the page, with the cart as it is first shown.
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current || !cart || cart.cart_items.length === 0) return;
    viewed.current = true;
    const items = cart.cart_items.map((line) => cartLineItem(line));
    pushCommerce('view_cart', items, { value: cart.total_price });
  }, [cart]);

  if (!cart) {
    return (
      <div role="alert" className="rounded-card bg-white px-6 py-10 text-center ring-1 ring-line">
        <p className="font-bold text-ink">{error ? errorMessage(error, messages.fetchCartFailed) : null}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className={`${buttonStyles.secondary} mt-4`}
        >
          حاول مرة أخرى
        </button>
      </div>
    );
  }
  if (cart.cart_items.length === 0) return <EmptyCart />;

  const problems = problemsByVariant(cart);
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby={linesId} className="space-y-3">
        <h2 id={linesId} className="sr-only">
          المنتجات في السلة
        </h2>
        {problems.size > 0 ? (
          <p
            role="status"
            className="rounded-2xl bg-amber-50 px-4 py-3 text-sm leading-7 text-amber-900 ring-1 ring-amber-200"
          >
            بعض المنتجات في سلتك تتجاوز الكمية المتوفرة. عدّل كمياتها قبل إتمام الطلب.
          </p>
        ) : null}
        <ul className="space-y-3">
          {cart.cart_items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              problem={problems.get(item.shopify_variant_id)}
              onQuantity={(quantity) =>
                update.mutate(
                  { lineId: item.id, quantity },
                  // A change of quantity is the units added or taken away (GA4: add_to_cart / remove_from_cart).
                  { onSuccess: () => pushQuantityChange(item, quantity) },
                )
              }
            />
          ))}
        </ul>
        <button
          type="button"
          onClick={() => setConfirmingEmpty(true)}
          disabled={empty.isPending}
          aria-busy={empty.isPending}
          className={buttonStyles.link}
        >
          إفراغ السلة
        </button>
      </section>

      <section aria-labelledby={summaryId} className="rounded-card bg-white p-5 ring-1 ring-line lg:sticky lg:top-36">
        <h2 id={summaryId} className="text-lg font-bold text-ink">
          ملخص السلة
        </h2>
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted">عدد المنتجات</dt>
            <dd className="font-medium text-ink">{formatCount(cart.card_quantity)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">عدد القطع</dt>
            <dd data-cart-units className="font-medium text-ink">
              {formatCount(cart.total_quantity)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs leading-6 text-muted">رسوم التوصيل وأكواد الخصم تُحسب عند إتمام الطلب.</p>
        {/* On a phone the total and the way on are the order bar, fixed above the bottom navigation (issue 24). */}
        <ActionBarRoom />
        <div
          data-action-bar
          className={`mt-3 flex items-center gap-3 border-t border-line pt-3 md:flex-col md:items-stretch ${ACTION_BAR_ON_PHONES}`}
        >
          <dl className="min-w-0 shrink-0 md:flex md:justify-between md:gap-3">
            <dt className="text-xs text-muted md:text-base md:font-bold md:text-ink">المجموع</dt>
            <dd data-cart-total className="text-base font-bold whitespace-nowrap text-ink">
              {formatIqd(cart.total_price)}
            </dd>
          </dl>
          <Link prefetch={false} href="/checkout" className={`${buttonStyles.primary} flex-1 md:mt-1 md:w-full`}>
            إتمام الطلب
          </Link>
        </div>
      </section>

      {confirmingEmpty ? (
        <ConfirmDialog
          title="إفراغ السلة؟"
          description="ستُزال كل المنتجات من سلتك."
          confirmLabel="نعم، أفرغ السلة"
          onCancel={() => setConfirmingEmpty(false)}
          onConfirm={() => {
            setConfirmingEmpty(false);
            const lines = cart.cart_items.map((line) => cartLineItem(line));
            empty.mutate(undefined, { onSuccess: () => pushCommerce('remove_from_cart', lines, {}) });
          }}
        />
      ) : null}
    </div>
  );
}

function CartLine({
  item,
  problem,
  onQuantity,
}: {
  item: CartItem;
  problem: QuantityProblem | undefined;
  onQuantity: (quantity: number) => void;
}) {
  const remove = useRemoveLine();
  const href = productPathOf(item);
  return (
    <li data-cart-line={item.id} className="flex gap-3 rounded-card bg-white p-3 ring-1 ring-line md:gap-4 md:p-4">
      <Link prefetch={false} href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <LineImage src={item.image_path} size={88} iconSize={28} className="size-20 md:size-24" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-medium text-brand-700">{item.vendor}</p>
        <Link
          prefetch={false}
          href={href}
          className="line-clamp-2 text-sm leading-6 font-medium text-ink hover:text-brand-700"
        >
          {item.title}
        </Link>
        {item.variant_title ? <p className="text-xs text-muted">{item.variant_title}</p> : null}
        <Price price={item.price} compareAt={item.compare_at} />
        {problem ? <p className="text-xs leading-6 font-medium text-amber-800">{problem.message}</p> : null}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            label={`كمية ${item.title}`}
            showLabel={false}
            value={item.quantity}
            min={1}
            max={Math.max(maxQuantity(item), 1)}
            onChange={onQuantity}
          />
          <button
            type="button"
            onClick={() =>
              remove.mutate(
                { lineId: item.id },
                { onSuccess: () => pushCommerce('remove_from_cart', [cartLineItem(item)], {}) },
              )
            }
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            className="flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm text-muted hover:bg-red-50 hover:text-red-700"
          >
            {remove.isPending ? <Spinner /> : <TrashIcon size={18} />}
            إزالة<span className="sr-only"> {item.title}</span>
          </button>
        </div>
        {item.quantity > 1 ? (
          <p className="text-xs text-muted">
            المجموع: <span className="font-medium text-ink">{formatIqd(item.line_total)}</span>
          </p>
        ) : null}
      </div>
    </li>
  );
}

function pushQuantityChange(line: CartItem, quantity: number): void {
  const change = quantity - line.quantity;
  if (change > 0) pushCommerce('add_to_cart', [cartLineItem(line, change)], {});
  if (change < 0) pushCommerce('remove_from_cart', [cartLineItem(line, -change)], {});
}

function EmptyCart() {
  return (
    <div className="rounded-card bg-white px-6 py-12 text-center ring-1 ring-line">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600">
        <BagIcon size={32} />
      </span>
      <p className="mt-4 text-lg font-bold text-ink">سلتك فارغة</p>
      <p className="mt-1 text-sm leading-7 text-muted">أضف ما يعجبك من منتجات العناية والتجميل، وستجده هنا.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Link prefetch={false} href="/products" className={buttonStyles.primary}>
          تصفح المنتجات
        </Link>
        <Link prefetch={false} href="/offer-page" className={buttonStyles.secondary}>
          العروض
        </Link>
      </div>
    </div>
  );
}
