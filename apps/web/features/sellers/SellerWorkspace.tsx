'use client';

import type { Contact, Order } from '@wb/contract';
import Link from 'next/link';
import { useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import type { CityOption } from '../addresses/AddressForm';
import { useDebounced } from '../checkout/use-debounced';
import { newIdempotencyKey } from '../session-data/idempotency';
import { NotYetRead } from '../session-data/NotYetRead';
import { CartSwitcher } from './CartSwitcher';
import { ReceiverChooser } from './ReceiverChooser';
import { SellerInvoicePanel } from './SellerInvoicePanel';
import { SellerLines } from './SellerLines';
import { SellerOrderPlaced } from './SellerOrderPlaced';
import { ShareCartButton } from './ShareCartButton';
import {
  EMPTY_DRAFT,
  type PlacedErrors,
  type PricingDraft,
  placeErrors,
  pricingInput,
  type SellerRole,
  workingCartId,
} from './seller-model';
import { useEmptyCart, usePlaceSellerOrder, useSellerCart, useSellerCarts, useSellerInvoice } from './use-seller';

const NO_ERRORS: PlacedErrors = { byVariant: new Map(), byField: {}, other: [] };

/**
 * The seller's working page (issue 14): the carts, the chosen cart's lines with their discounts, who it goes to, the
 * invoice, and the order. Spec §4's three statuses show apart: the cart loading, a quantity on its way (on its line),
 * and the invoice being confirmed (the button). Each cart keeps its own discounts and receiver while the seller
 * moves between carts.
 */
export function SellerWorkspace({ role, cities }: { role: SellerRole; cities: CityOption[] }) {
  const carts = useSellerCarts();
  const [chosen, setChosen] = useState<number | null>(null);
  const cartId = workingCartId(carts.data ?? [], chosen);
  const cart = useSellerCart(cartId);
  const empty = useEmptyCart();
  const place = usePlaceSellerOrder();
  const [drafts, setDrafts] = useState<Record<number, PricingDraft>>({});
  const [receivers, setReceivers] = useState<Record<number, Contact | null>>({});
  const [placeErrs, setPlaceErrs] = useState<PlacedErrors>(NO_ERRORS);
  const [placed, setPlaced] = useState<Order | null>(null);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const orderKey = useRef<string | null>(null);

  const draft = (cartId !== null && drafts[cartId]) || EMPTY_DRAFT;
  const receiver = (cartId !== null && receivers[cartId]) || null;
  const lines = cart.data?.cart_items ?? [];
  const pricing = useMemo(() => pricingInput(draft, lines), [draft, lines]);
  const settledText = useDebounced(JSON.stringify(pricing), 500);
  const settled = useMemo(() => JSON.parse(settledText) as typeof pricing, [settledText]);
  const settling = settledText !== JSON.stringify(pricing);
  const invoice = useSellerInvoice(cartId, settled, { role, id: receiver?.id ?? null }, lines.length > 0 && !settling);
  const invoiceErrors = invoice.error instanceof ApiError ? placeErrors(invoice.error.fieldErrors, settled) : NO_ERRORS;
  const errors: PlacedErrors = {
    byVariant: new Map([...invoiceErrors.byVariant, ...placeErrs.byVariant]),
    byField: { ...invoiceErrors.byField, ...placeErrs.byField },
    other: [...invoiceErrors.other, ...placeErrs.other],
  };

  const changeDraft = (next: PricingDraft) => {
    if (cartId === null) return;
    orderKey.current = null;
    setPlaceErrs(NO_ERRORS);
    setDrafts((all) => ({ ...all, [cartId]: next }));
  };

  if (!carts.data) return <NotYetRead error={carts.error} retrying={carts.isFetching} onRetry={carts.refetch} />;

  if (placed) return <SellerOrderPlaced order={placed} onContinue={() => setPlaced(null)} />;

  const submit = async () => {
    if (place.busy || cartId === null || receiver === null) return;
    orderKey.current ??= newIdempotencyKey();
    const outcome = await place.mutateAsync({
      // The total she agreed to: never placed for a different one (her wallet spent elsewhere meanwhile, a price).
      input: { role, cartId, receiverId: receiver.id, pricing, expectedTotal: invoice.data?.total },
      key: orderKey.current,
    });
    if (outcome.kind === 'placed') {
      orderKey.current = null;
      setDrafts((all) => ({ ...all, [cartId]: EMPTY_DRAFT }));
      setPlaced(outcome.order);
      return;
    }
    if (!outcome.retryable) orderKey.current = null;
    setPlaceErrs(outcome.errors);
    toast.error(outcome.message);
  };

  const blockedBy =
    receiver === null
      ? role === 'influencer'
        ? 'اختر لمن الطلب أولاً.'
        : 'اختر عنوان التوصيل أولاً.'
      : (cart.data?.errors?.quantity.length ?? 0) > 0
        ? 'عدّل كميات المنتجات غير المتوفرة أولاً.'
        : null;

  return (
    <div className="space-y-5">
      <CartSwitcher carts={carts.data} chosenId={cartId} onChoose={setChosen} />
      {cartId === null ? null : !cart.data ? (
        <div role="status" aria-label="جارٍ تحميل السلة">
          <NotYetRead error={cart.error} retrying={cart.isFetching} onRetry={cart.refetch} />
        </div>
      ) : cart.data.cart_items.length === 0 ? (
        <div className="rounded-card bg-white px-6 py-10 text-center ring-1 ring-line">
          <p className="font-bold text-ink">سلة «{cart.data.name}» فارغة</p>
          <p className="mt-1 text-sm leading-7 text-muted">
            {cart.data.is_active
              ? 'تصفح المنتجات واضغط «أضف إلى السلة»: تذهب المنتجات إلى هذه السلة النشطة.'
              : 'اجعلها السلة النشطة، ثم أضف إليها المنتجات من صفحاتها.'}
          </p>
          <Link prefetch={false} href="/products" className={`${buttonStyles.primary} mt-4`}>
            تصفح المنتجات
          </Link>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-bold text-ink">
                منتجات «{cart.data.name}»
                {cart.isFetching ? (
                  <span role="status" className="ms-2 inline-flex align-middle text-brand-600">
                    <Spinner />
                    <span className="sr-only">جارٍ تحديث السلة</span>
                  </span>
                ) : null}
              </h2>
              <div className="flex flex-wrap gap-1">
                <ShareCartButton cartId={cartId} contactId={role === 'influencer' ? (receiver?.id ?? null) : null} />
                <button type="button" onClick={() => setConfirmEmpty(true)} className={buttonStyles.link}>
                  إفراغ السلة
                </button>
              </div>
            </div>
            <SellerLines
              cart={cart.data}
              invoice={invoice.data}
              discounts={draft.lines}
              lineErrors={errors.byVariant}
              onDiscount={(variantId, discount) =>
                changeDraft({ ...draft, lines: { ...draft.lines, [variantId]: discount } })
              }
            />
            <ReceiverChooser
              role={role}
              cities={cities}
              chosen={receiver}
              error={errors.byField.receiver}
              onChoose={(entry) => {
                orderKey.current = null;
                setReceivers((all) => ({ ...all, [cartId]: entry }));
              }}
            />
          </div>
          <div className="space-y-3">
            {errors.other.length > 0 ||
            (invoice.error && !(invoice.error instanceof ApiError && invoice.error.fieldErrors)) ? (
              <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
                {errors.other[0] ?? errorMessage(invoice.error)}
              </p>
            ) : null}
            <SellerInvoicePanel
              draft={draft}
              onDraft={changeDraft}
              invoice={invoice.data}
              refreshing={settling || invoice.isFetching}
              placing={place.busy}
              blockedBy={blockedBy}
              errors={errors.byField}
              onPlace={() => void submit()}
            />
          </div>
        </div>
      )}
      {confirmEmpty && cartId !== null ? (
        <ConfirmDialog
          title="إفراغ السلة؟"
          description="ستُزال كل منتجات هذه السلة، وتبقى السلة نفسها."
          confirmLabel="نعم، أفرغ السلة"
          busy={empty.isPending}
          onCancel={() => setConfirmEmpty(false)}
          onConfirm={() => empty.mutate({ cartId }, { onSettled: () => setConfirmEmpty(false) })}
        />
      ) : null}
    </div>
  );
}
