'use client';

import type { Address } from '@wb/contract';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { buttonStyles } from '@/components/ui/form';
import { PinIcon, TrashIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api';
import { nationalMobile } from '@/lib/format';
import { AddressForm, type CityOption } from './AddressForm';
import { MAX_ADDRESSES } from './address-queries';
import { useActivateAddress, useAddresses, useDeleteAddress } from './use-addresses';

/**
 * /profile/address (spec §4 "Addresses"): the saved addresses, the active one marked, a new one added, one made
 * active (only that one, at once), one deleted after a confirmation. Paints with the list the server read.
 */
export function AddressBook({ cities }: { cities: CityOption[] }) {
  const { data: list, error, refetch, isFetching } = useAddresses();
  const [adding, setAdding] = useState(false);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  if (!list) {
    return (
      <div role="alert" className="rounded-card bg-white px-6 py-10 text-center ring-1 ring-line">
        <p className="font-bold text-ink">{error ? errorMessage(error) : null}</p>
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
  const full = list.length >= MAX_ADDRESSES;
  // With no address yet the form is the page.
  const showForm = !full && (adding || list.length === 0);

  return (
    <div className="space-y-6">
      <section aria-labelledby={listId}>
        <h2 id={listId} className="mb-3 text-lg font-bold text-ink">
          عناويني المحفوظة
        </h2>
        {list.length === 0 ? (
          <p className="rounded-card bg-white px-5 py-6 text-sm leading-7 text-muted ring-1 ring-line">
            لا توجد عناوين محفوظة بعد. أضف عنوان التوصيل ليصلك طلبك بسهولة.
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {list.map((address) => (
              <AddressCard key={address.id} address={address} />
            ))}
          </ul>
        )}
      </section>

      {full ? (
        <p role="status" className="rounded-2xl bg-brand-50 px-4 py-3 text-sm leading-7 text-brand-900">
          وصلت إلى الحد الأقصى ({MAX_ADDRESSES} عنواناً). احذف عنواناً قديماً لإضافة عنوان جديد.
        </p>
      ) : showForm ? (
        <div className="rounded-card bg-white p-5 ring-1 ring-line md:p-6">
          <AddressForm
            cities={cities}
            onSaved={() => {
              setAdding(false);
              addButtonRef.current?.focus();
            }}
            onCancel={
              list.length > 0
                ? () => {
                    setAdding(false);
                    requestAnimationFrame(() => addButtonRef.current?.focus());
                  }
                : undefined
            }
          />
        </div>
      ) : (
        <button ref={addButtonRef} type="button" onClick={() => setAdding(true)} className={buttonStyles.primary}>
          إضافة عنوان جديد
        </button>
      )}
    </div>
  );
}

function AddressCard({ address }: { address: Address }) {
  const activate = useActivateAddress();
  const remove = useDeleteAddress();
  const [confirming, setConfirming] = useState(false);
  const place = [address.city.name, address.region].filter(Boolean).join('، ');
  return (
    <li
      data-address={address.id}
      data-active={address.is_active ? '' : undefined}
      className={`flex flex-col gap-2 rounded-card bg-white p-4 ring-1 ${address.is_active ? 'ring-2 ring-brand-500' : 'ring-line'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="flex items-center gap-2 font-bold text-ink">
          <PinIcon size={18} className="shrink-0 text-brand-600" />
          {address.name}
        </h3>
        {address.is_active ? (
          <span className="shrink-0 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold text-white">
            العنوان النشط
          </span>
        ) : null}
      </div>
      <p className="text-sm text-ink">
        <bdi dir="ltr">{nationalMobile(address.mobile)}</bdi>
      </p>
      <p className="text-sm leading-7 text-ink">
        {place}
        <br />
        {address.address}
        {address.landmark ? (
          <>
            <br />
            <span className="text-muted">أقرب نقطة دالة: </span>
            {address.landmark}
          </>
        ) : null}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        {address.is_active ? null : (
          <button
            type="button"
            onClick={() => activate.mutate({ id: address.id })}
            disabled={activate.isPending}
            aria-busy={activate.isPending}
            className="min-h-11 rounded-full border border-brand-200 px-4 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            اجعله العنوان النشط<span className="sr-only"> ({address.name})</span>
          </button>
        )}
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          className="ms-auto flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm text-muted hover:bg-red-50 hover:text-red-700"
        >
          <TrashIcon size={18} />
          حذف<span className="sr-only"> عنوان {address.name}</span>
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="حذف هذا العنوان؟"
          description={`${address.name} — ${place}`}
          confirmLabel="نعم، احذف العنوان"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate({ id: address.id });
          }}
        />
      ) : null}
    </li>
  );
}
