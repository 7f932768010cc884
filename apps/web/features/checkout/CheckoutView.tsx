'use client';

import type { GiftChoice, QuantityError } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import { normalizeCode } from '@wb/contract/normalize';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { useAddresses } from '@/features/addresses/use-addresses';
import { PAYMENT_TYPE, pushCommerce } from '@/lib/analytics';
import { invoiceItems, invoiceMoney } from '@/lib/analytics-items';
import { toast } from '@/lib/toast';
import type { CityOption } from '../addresses/AddressForm';
import { newIdempotencyKey } from '../session-data/idempotency';
import { AddressChooser } from './AddressChooser';
import { EmptyCheckout } from './CheckoutStates';
import { CodeField } from './CodeField';
import { keepOffered, parseWalletAmount, toggleGift, walletCeiling } from './checkout-model';
import type { CheckoutField } from './checkout-queries';
import { GiftChooser } from './GiftChooser';
import { InvoiceSummary } from './InvoiceSummary';
import { useGiftPrograms, useInvoice, usePlaceOrder } from './use-checkout';
import { useDebounced } from './use-debounced';
import { WalletField } from './WalletField';

// Opened only when the stock falls short: its code is fetched then.
const QuantityPopup = lazy(() => import('./QuantityPopup').then((module) => ({ default: module.QuantityPopup })));

/** How long typing must pause before the invoice is asked again (a code, a wallet amount). */
const TYPING_PAUSE_MS = 600;
/** Codes are at least this long: a shorter one is still being typed, not worth a request. */
const MIN_CODE_LENGTH = 3;

const codeOf = (typed: string) => {
  const code = normalizeCode(typed);
  return code.length >= MIN_CODE_LENGTH ? code : '';
};

/**
 * /checkout's body (issue 11): where the order goes, the code, the wallet, the gifts, the note, and the invoice that
 * prices them all, then "تأكيد الطلب" — cash on delivery. Every choice that changes the price asks the API for a
 * new invoice (the one pricing function); the page never works out a total itself, so what it shows is what the
 * order will cost, and the order is sent with that total (`expected_total`) so it cannot silently cost more.
 */
export function CheckoutView({ cities }: { cities: CityOption[] }) {
  const router = useRouter();
  const addresses = useAddresses();
  const programs = useGiftPrograms();
  const place = usePlaceOrder();

  const [addressId, setAddressId] = useState<number | null>(null);
  const [typedCode, setTypedCode] = useState('');
  const [appliedCode, setAppliedCode] = useState('');
  const [walletOn, setWalletOn] = useState(false);
  const [typedWallet, setTypedWallet] = useState('');
  const [gifts, setGifts] = useState<GiftChoice[]>([]);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<QuantityError[]>([]);
  const [popupDismissed, setPopupDismissed] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  const [placed, setPlaced] = useState(false);
  // One key per order the shopper means to place: kept across a retry of the same choices, so a lost answer followed
  // by a second press replays the first order instead of placing another; a new one once the choices change.
  const orderKey = useRef<string | null>(null);

  // A code shorter than any real one is still being typed: no code, until it is long enough to ask about.
  const codeTarget = codeOf(typedCode);
  const codeSettled = useDebounced(codeTarget, TYPING_PAUSE_MS);
  useEffect(() => setAppliedCode(codeSettled), [codeSettled]);
  const walletTarget = walletOn ? parseWalletAmount(typedWallet) : 0;
  const walletSettled = useDebounced(walletTarget, TYPING_PAUSE_MS);
  // Typed but not yet priced: the button waits, so the order is never sent with a total the shopper has not seen.
  const settling = codeTarget !== appliedCode || walletTarget !== walletSettled;

  const choices = { code: appliedCode, wallet: walletSettled, addressId };
  const invoice = useInvoice(choices);
  const current = invoice.data;
  const offered = current?.gifts;

  // Gifts the invoice no longer offers (the cart fell below the program, the gift ran out) fall away, with a word.
  useEffect(() => {
    if (!offered || invoice.isPlaceholderData) return;
    const { kept, dropped } = keepOffered(gifts, offered);
    if (dropped.length === 0) return;
    setGifts(kept);
    toast.info(messages.giftsFellAway);
  }, [offered, invoice.isPlaceholderData, gifts]);

  // Spec §5: stock problems on the invoice open the quantity popup (once per set of problems).
  const invoiceProblems = current?.errors.quantity ?? [];
  const problemsKey = invoiceProblems.map((problem) => `${problem.variant_id}:${problem.available}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the list; a new list of the same problems is not news.
  useEffect(() => {
    if (invoiceProblems.length > 0) {
      setProblems(invoiceProblems);
      setPopupDismissed(false);
    }
  }, [problemsKey]);

  // GA4's checkout: begin_checkout once the goods are first priced on this visit; the shipping and payment steps when
  // the shopper confirms (one page: the address and cash on delivery are what the confirmation commits to) — once
  // each, so a press repeated after a refusal repeats neither, and another address is told again.
  const toldCheckout = useRef(false);
  const toldShipping = useRef<number | null>(null);
  const toldPayment = useRef(false);
  useEffect(() => {
    if (toldCheckout.current || !current || current.items.length === 0) return;
    toldCheckout.current = true;
    pushCommerce('begin_checkout', invoiceItems(current), invoiceMoney(current));
  }, [current]);

  if (placed) return <p className="py-16 text-center text-muted">جارٍ فتح صفحة تأكيد الطلب…</p>;
  if (!current)
    return <ReadFailed error={invoice.error} onRetry={() => void invoice.refetch()} retrying={invoice.isFetching} />;
  if (current.items.length === 0) return <EmptyCheckout />;

  const savedAddresses = addresses.data ?? [];
  const activeId = savedAddresses.find((address) => address.is_active)?.id ?? savedAddresses[0]?.id ?? null;
  const chosenAddressId = addressId ?? activeId;
  const changeChoices = () => {
    orderKey.current = null;
    setFieldErrors({});
  };

  const tellCheckoutSteps = () => {
    const items = invoiceItems(current);
    const money = invoiceMoney(current);
    const governorate = savedAddresses.find((address) => address.id === chosenAddressId)?.city.name;
    if (governorate && toldShipping.current !== chosenAddressId) {
      toldShipping.current = chosenAddressId;
      pushCommerce('add_shipping_info', items, { ...money, shipping_tier: governorate });
    }
    if (!toldPayment.current) {
      toldPayment.current = true;
      pushCommerce('add_payment_info', items, { ...money, payment_type: PAYMENT_TYPE });
    }
  };

  const submit = async () => {
    if (place.busy) return;
    tellCheckoutSteps();
    orderKey.current ??= newIdempotencyKey();
    const outcome = await place.mutateAsync({
      input: { ...choices, addressId: chosenAddressId, gifts, note, expectedTotal: current.total },
      key: orderKey.current,
    });
    if (outcome.kind === 'placed') {
      setPlaced(true);
      router.push(`/checkout/thankyou?order=${outcome.order.id}`);
      return;
    }
    // The key goes with a refusal: the next press is a new attempt. A lost answer keeps it (the order may exist).
    if (outcome.kind !== 'failed' || !outcome.retryable) orderKey.current = null;
    if (outcome.kind === 'quantity') {
      setProblems(outcome.problems);
      setPopupDismissed(false);
    } else if (outcome.kind === 'field') {
      setFieldErrors({ [outcome.field]: outcome.message });
      toast.error(outcome.message);
    } else {
      toast.error(outcome.message);
    }
  };

  const refreshing = settling || invoice.isFetching || invoice.isPlaceholderData;
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="space-y-5">
        <AddressChooser
          addresses={savedAddresses}
          chosenId={chosenAddressId}
          cities={cities}
          error={fieldErrors.address_id}
          onChoose={(id) => {
            changeChoices();
            setAddressId(id);
          }}
        />
        <CodeField
          typed={typedCode}
          checked={appliedCode ? current.code : null}
          checking={codeTarget !== appliedCode || (appliedCode !== '' && current.code?.code !== appliedCode)}
          error={fieldErrors.code}
          onType={(value) => {
            changeChoices();
            setTypedCode(value);
          }}
          onApply={() => {
            changeChoices();
            setAppliedCode(codeTarget);
            // Too short to be any code: said at once, without asking the server.
            if (!codeTarget && typedCode.trim()) setFieldErrors({ code: messages.codeUnknown });
          }}
          onRemove={() => {
            changeChoices();
            setTypedCode('');
            setAppliedCode('');
          }}
        />
        <WalletField
          balance={current.wallet_balance}
          on={walletOn}
          typed={typedWallet}
          used={current.wallet_used}
          ceiling={walletCeiling(current)}
          onToggle={(on) => {
            changeChoices();
            setWalletOn(on);
            if (on && !typedWallet) setTypedWallet(String(walletCeiling(current)));
          }}
          onType={(value) => {
            changeChoices();
            setTypedWallet(value);
          }}
        />
        <GiftChooser
          programs={programs.data ?? []}
          offered={current.gifts}
          selection={gifts}
          error={fieldErrors.gifts}
          onToggle={(choice, maxGifts) => {
            changeChoices();
            setGifts((selection) => toggleGift(selection, choice, maxGifts));
          }}
        />
        <NoteField value={note} onChange={setNote} />
      </div>
      <InvoiceSummary
        invoice={current}
        refreshing={refreshing}
        placing={place.busy}
        blockedBy={
          chosenAddressId === null
            ? 'أضف عنوان التوصيل أولاً.'
            : invoiceProblems.length > 0
              ? 'عدّل كميات المنتجات غير المتوفرة أولاً.'
              : null
        }
        onPlace={() => void submit()}
      />
      {problems.length > 0 && !popupDismissed ? (
        <Suspense fallback={null}>
          <QuantityPopup problems={problems} onClose={() => setPopupDismissed(true)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Spec §3 does not name one; couriers in Iraq ask for it: when to call, which door, who receives it. */
function NoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <section className="rounded-card bg-white p-4 ring-1 ring-line md:p-5">
      <label htmlFor="checkout-note" className="text-base font-bold text-ink">
        ملاحظة للطلب <span className="text-sm font-normal text-muted">(اختياري)</span>
      </label>
      <textarea
        id="checkout-note"
        value={value}
        maxLength={500}
        rows={2}
        onChange={(event) => onChange(event.target.value)}
        placeholder="مثال: الاتصال قبل الوصول، أو الاستلام بعد الساعة 4 عصراً"
        className="mt-2 w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
    </section>
  );
}
