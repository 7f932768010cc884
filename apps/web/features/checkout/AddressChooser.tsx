'use client';

import type { Address } from '@wb/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { buttonStyles, FieldError } from '@/components/ui/form';
import { PinIcon } from '@/components/ui/icons';
import { nationalMobile } from '@/lib/format';
import type { CityOption } from '../addresses/AddressForm';
import { MAX_ADDRESSES } from '../addresses/address-queries';

// Most shoppers check out to an address they saved before: the form's code comes only when it is needed.
const AddressForm = lazy(() => import('../addresses/AddressForm').then((module) => ({ default: module.AddressForm })));

/**
 * Where the order goes: the saved addresses as radio cards (the active one chosen to begin with), and a new one
 * added right here without leaving the checkout (open from the start when there is none). Choosing one prices the
 * delivery for its governorate; it does not change which address is active in the address book.
 */
export function AddressChooser({
  addresses,
  chosenId,
  cities,
  error,
  onChoose,
}: {
  addresses: Address[];
  chosenId: number | null;
  cities: CityOption[];
  error: string | undefined;
  onChoose: (id: number) => void;
}) {
  const [adding, setAdding] = useState(false);
  const headingId = useId();
  const showForm = adding || addresses.length === 0;
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-4 ring-1 ring-line md:p-5">
      <h2 id={headingId} className="text-base font-bold text-ink">
        عنوان التوصيل
      </h2>
      {error ? <FieldError alert>{error}</FieldError> : null}
      {addresses.length > 0 ? (
        <fieldset className="mt-3 space-y-2">
          <legend className="sr-only">اختر عنوان التوصيل</legend>
          {addresses.map((address) => (
            <AddressOption
              key={address.id}
              address={address}
              checked={address.id === chosenId}
              onChoose={() => onChoose(address.id)}
            />
          ))}
        </fieldset>
      ) : (
        <p className="mt-1 text-sm leading-7 text-muted">
          لا يوجد لديك عنوان محفوظ بعد. أضف عنوانك ليصل طلبك إلى بابك.
        </p>
      )}
      {showForm ? (
        <div className="mt-4 border-t border-line pt-4">
          <Suspense fallback={<p className="py-6 text-center text-sm text-muted">جارٍ فتح نموذج العنوان…</p>}>
            <AddressForm
              cities={cities}
              onSaved={(address) => {
                setAdding(false);
                onChoose(address.id);
              }}
              onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
            />
          </Suspense>
        </div>
      ) : addresses.length < MAX_ADDRESSES ? (
        <button type="button" onClick={() => setAdding(true)} className={`${buttonStyles.link} mt-2`}>
          + إضافة عنوان جديد
        </button>
      ) : null}
    </section>
  );
}

function AddressOption({ address, checked, onChoose }: { address: Address; checked: boolean; onChoose: () => void }) {
  const place = [address.city.name, address.region].filter(Boolean).join('، ');
  return (
    <label
      data-address-option={address.id}
      className={`flex cursor-pointer items-start gap-3 rounded-2xl p-3 ring-1 ${
        checked ? 'bg-brand-50 ring-2 ring-brand-500' : 'ring-line hover:bg-canvas'
      }`}
    >
      <input
        type="radio"
        name="address"
        checked={checked}
        onChange={onChoose}
        className="mt-1 size-5 shrink-0 accent-brand-600"
      />
      <span className="min-w-0 flex-1 text-sm leading-7 text-ink">
        <span className="flex items-center gap-1.5 font-bold">
          <PinIcon size={16} className="shrink-0 text-brand-600" />
          {address.name}
          <span className="font-normal text-muted">
            · <bdi dir="ltr">{nationalMobile(address.mobile)}</bdi>
          </span>
        </span>
        <span className="block">{place}</span>
        <span className="block">{address.address}</span>
        {address.landmark ? <span className="block text-muted">أقرب نقطة دالة: {address.landmark}</span> : null}
      </span>
    </label>
  );
}
