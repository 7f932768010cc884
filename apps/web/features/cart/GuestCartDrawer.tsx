'use client';

import type { GuestCartLine } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import Link from 'next/link';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { BagIcon, TrashIcon } from '@/components/ui/icons';
import { LineImage } from '@/components/ui/LineImage';
import { Price } from '@/components/ui/Price';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { apiCall, errorMessage } from '@/lib/api';
import { formatIqd } from '@/lib/format';
import { loginPath } from '@/lib/safe-redirect';
import { browserStorage } from '@/lib/storage';
import { subscribeGuestCart } from './GuestCountLive';
import {
  GUEST_CART_KEY,
  type GuestCart,
  type GuestLine,
  readGuestCart,
  removeGuestLine,
  setGuestQuantity,
  writeGuestCart,
} from './guest-cart';
import { productPathOf } from './payload';
import { QuantityStepper } from './QuantityStepper';

const storage = () => browserStorage('local');
const rawCart = () => storage().getItem(GUEST_CART_KEY);
const noCart = () => null;
/** A change to the cart as the browser holds it now (another tab may have changed it since this drawer drew it). */
const change = (next: (cart: GuestCart) => GuestCart) => writeGuestCart(storage(), next(readGuestCart(storage())));

/**
 * A guest's cart (issue 24): the lines her browser keeps, at today's prices read from the API when it opens (and when
 * a line is added in another tab), with steppers, removal and the total. «إتمام الطلب» asks her to sign in and
 * brings her to /cart, where what she chose is waiting (merged at sign-in). A side sheet at the end edge (the left, in Arabic), where the cart icon is.
 */
export default function GuestCartDrawer({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const raw = useSyncExternalStore(subscribeGuestCart, rawCart, noCart);
  const cart = useMemo(() => (raw === null ? { id: '', items: [] } : readGuestCart(storage())), [raw]);
  const lines = useGuestLines(cart);

  useModalDialog(dialogRef);

  const shown = cart.items.flatMap((item) => {
    const line = lines.known.get(item.variant_id);
    return line ? [{ item, line }] : [];
  });
  const total = shown.reduce((sum, { item, line }) => (line.available ? sum + line.price * item.quantity : sum), 0);
  return (
    // Escape closes it through the browser's own `close` event; the click is only the backdrop.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is the dialog's native Escape.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-guest-cart
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="ms-auto me-0 my-0 h-dvh max-h-dvh w-full max-w-md bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center justify-between border-b border-line px-4 py-3">
          <h2 id={titleId} className="text-lg font-bold">
            سلة التسوق
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="إغلاق السلة"
            className="grid size-11 place-items-center rounded-full text-2xl leading-none text-muted hover:bg-brand-50"
          >
            ×
          </button>
        </header>
        {cart.items.length === 0 ? (
          <EmptyDrawer onClose={onClose} />
        ) : (
          <>
            <div className="flex-1 overflow-y-auto px-4">
              {lines.failed ? (
                <p role="alert" className="my-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
                  {lines.failed}
                </p>
              ) : null}
              {lines.gone ? (
                <p role="status" className="my-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {messages.mergeGone}
                </p>
              ) : null}
              {shown.length === 0 && !lines.failed ? (
                <p className="grid place-items-center py-12">
                  <Spinner />
                  <span className="sr-only">جارٍ تحميل السلة</span>
                </p>
              ) : null}
              <ul className="divide-y divide-line">
                {shown.map(({ item, line }) => (
                  <DrawerLine key={item.variant_id} item={item} line={line} onNavigate={onClose} />
                ))}
              </ul>
            </div>
            <footer className="border-t border-line px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))]">
              <p className="flex items-center justify-between text-base font-bold">
                <span>المجموع</span>
                <span data-guest-total>{formatIqd(total)}</span>
              </p>
              <p className="mt-1 text-xs leading-6 text-muted">
                سجّلي الدخول لإتمام الطلب، وتنتقل سلتك إلى حسابك كما هي.
              </p>
              <Link
                prefetch={false}
                href={loginPath('/cart')}
                onClick={onClose}
                className={`${buttonStyles.primary} mt-3 w-full`}
              >
                إتمام الطلب
              </Link>
            </footer>
          </>
        )}
      </div>
    </dialog>
  );
}

/** Today's lines of the cart's variants: read when a variant not yet read is in the cart (on open, or from another tab). */
function useGuestLines(cart: GuestCart) {
  const [known, setKnown] = useState<Map<number, GuestCartLine>>(() => new Map());
  const [failed, setFailed] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const missing = cart.items.filter((item) => !known.has(item.variant_id)).map((item) => item.variant_id);
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return;
    const abort = new AbortController();
    const ids = missingKey.split(',').map(Number);
    apiCall(routes.cartGuestLines, { query: { ids: missingKey } }, { signal: abort.signal }).then(
      ({ data }) => {
        setFailed(null);
        setKnown((before) => new Map([...before, ...data.map((line) => [line.shopify_variant_id, line] as const)]));
        // A variant that no longer exists at all leaves her cart, and she is told.
        const found = new Set(data.map((line) => line.shopify_variant_id));
        const vanished = ids.filter((id) => !found.has(id));
        if (vanished.length) {
          setGone(true);
          const current = readGuestCart(storage());
          writeGuestCart(storage(), {
            ...current,
            items: current.items.filter((item) => !vanished.includes(item.variant_id)),
          });
        }
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setFailed(errorMessage(error));
      },
    );
    return () => abort.abort();
  }, [missingKey]);
  return { known, failed, gone };
}

function DrawerLine({ item, line, onNavigate }: { item: GuestLine; line: GuestCartLine; onNavigate: () => void }) {
  const href = productPathOf(line);
  const problem = !line.available
    ? messages.stockOut
    : item.quantity > line.max_quantity
      ? messages.stockInsufficient.replace('{available}', String(line.max_quantity))
      : null;
  return (
    <li data-guest-line={item.variant_id} className="flex gap-3 py-3">
      <Link prefetch={false} href={href} onClick={onNavigate} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <LineImage src={line.image_path} size={72} iconSize={24} className="size-18" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          prefetch={false}
          href={href}
          onClick={onNavigate}
          className="line-clamp-2 text-sm leading-6 font-medium text-ink hover:text-brand-700"
        >
          {line.title}
        </Link>
        {line.variant_title ? <p className="text-xs text-muted">{line.variant_title}</p> : null}
        <Price price={line.price} compareAt={line.compare_at} />
        {problem ? <p className="text-xs leading-6 font-medium text-amber-800">{problem}</p> : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            label={`كمية ${line.title}`}
            showLabel={false}
            value={item.quantity}
            min={1}
            max={Math.max(line.max_quantity, 1)}
            onChange={(quantity) => change((current) => setGuestQuantity(current, item.variant_id, quantity))}
          />
          <button
            type="button"
            onClick={() => change((current) => removeGuestLine(current, item.variant_id))}
            className="flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm text-muted hover:bg-red-50 hover:text-red-700"
          >
            <TrashIcon size={18} />
            إزالة<span className="sr-only"> {line.title}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

function EmptyDrawer({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600">
        <BagIcon size={32} />
      </span>
      <p className="mt-4 text-lg font-bold text-ink">سلتك فارغة</p>
      <p className="mt-1 text-sm leading-7 text-muted">أضف ما يعجبك من منتجات العناية والتجميل، وستجده هنا.</p>
      <Link prefetch={false} href="/products" onClick={onClose} className={`${buttonStyles.primary} mt-6`}>
        تصفح المنتجات
      </Link>
    </div>
  );
}
