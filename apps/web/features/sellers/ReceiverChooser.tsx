'use client';

import type { Contact } from '@wb/contract';
import { useId, useState } from 'react';
import { buttonStyles, FieldError, Spinner } from '@/components/ui/form';
import { PinIcon } from '@/components/ui/icons';
import { nationalMobile } from '@/lib/format';
import { type CityOption, DeliveryPointForm } from '../addresses/AddressForm';
import { useDebounced } from '../checkout/use-debounced';
import type { SellerRole } from './seller-model';
import { useBook, useCreateBookEntry, useDeleteContact } from './use-seller';

/** A seller's book with nothing to show, said to the seller: what the book is for and how to fill it. */
const emptyWords = {
  influencer: {
    none: 'لا جهات اتصال بعد. أضف متابِعة تطلب لها مرة واحدة، فتجدها هنا في كل طلب قادم.',
    search: (typed: string) =>
      `لا جهة اتصال تطابق «${typed}». ابحث بجزء من الاسم أو الرقم أو المحافظة أو المنطقة، أو أضفها جهة اتصال جديدة.`,
  },
  pharmacist: {
    none: 'لا عناوين بعد. أضف عنوان الصيدلية أو المراجع مرة واحدة، فتجده هنا في كل طلب قادم.',
    search: (typed: string) =>
      `لا عنوان يطابق «${typed}». ابحث بجزء من الاسم أو الرقم أو المحافظة أو المنطقة، أو أضفه عنواناً جديداً.`,
  },
} satisfies Record<SellerRole, unknown>;

/**
 * Who the order goes to (issue 14): an influencer's contacts (spec §7 `GET app/contacts?search=&limit=100`) or a
 * pharmacist's addresses (`GET app/search/addresses`), searched as the seller types, one chosen, a new one added here
 * with the saved-address form's fields; an influencer may delete a contact.
 */
export function ReceiverChooser({
  role,
  cities,
  chosen,
  error,
  onChoose,
}: {
  role: SellerRole;
  cities: CityOption[];
  chosen: Contact | null;
  error: string | undefined;
  onChoose: (receiver: Contact | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 400);
  const book = useBook(role, search);
  const create = useCreateBookEntry(role);
  const remove = useDeleteContact();
  const [adding, setAdding] = useState(false);
  const headingId = useId();
  const entries = book.data ?? [];
  const noun = role === 'influencer' ? 'جهة اتصال' : 'عنوان';
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-4 ring-1 ring-line md:p-5">
      <h2 id={headingId} className="text-base font-bold text-ink">
        {role === 'influencer' ? 'لمن الطلب؟' : 'عنوان التوصيل'}
      </h2>
      {error ? <FieldError alert>{error}</FieldError> : null}
      <label htmlFor={`${headingId}-search`} className="mt-3 block text-sm font-medium text-ink">
        بحث بالاسم أو الهاتف أو المحافظة أو المنطقة
      </label>
      <input
        id={`${headingId}-search`}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className="mt-1 h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink"
      />
      {book.isFetching ? (
        <p role="status" className="mt-2 flex items-center gap-1 text-xs text-muted">
          <Spinner /> جارٍ البحث…
        </p>
      ) : null}
      {entries.length > 0 ? (
        <fieldset className="mt-3 max-h-80 space-y-2 overflow-y-auto">
          <legend className="sr-only">اختر {noun}</legend>
          {entries.map((entry) => (
            <div key={entry.id} className="flex items-start gap-2">
              <label
                data-receiver={entry.name}
                className={`flex flex-1 cursor-pointer items-start gap-3 rounded-2xl p-3 ring-1 ${
                  chosen?.id === entry.id ? 'bg-brand-50 ring-2 ring-brand-500' : 'ring-line hover:bg-canvas'
                }`}
              >
                <input
                  type="radio"
                  name={`${headingId}-receiver`}
                  checked={chosen?.id === entry.id}
                  onChange={() => onChoose(entry)}
                  className="mt-1 size-5 shrink-0 accent-brand-600"
                />
                <span className="min-w-0 flex-1 text-sm leading-7 text-ink">
                  <span className="flex items-center gap-1.5 font-bold">
                    <PinIcon size={16} className="shrink-0 text-brand-600" />
                    {entry.name}
                  </span>
                  <bdi dir="ltr" className="block text-end text-muted">
                    {nationalMobile(entry.mobile)}
                  </bdi>
                  <span className="block">{[entry.city.name, entry.region].filter(Boolean).join('، ')}</span>
                  <span className="block">{entry.address}</span>
                </span>
              </label>
              {role === 'influencer' ? (
                <button
                  type="button"
                  onClick={() =>
                    remove.mutate({ id: entry.id }, { onSuccess: () => chosen?.id === entry.id && onChoose(null) })
                  }
                  disabled={remove.isPending}
                  className="min-h-11 rounded-full px-2 text-sm text-red-700 hover:underline"
                >
                  حذف<span className="sr-only"> {entry.name}</span>
                </button>
              ) : null}
            </div>
          ))}
        </fieldset>
      ) : book.data ? (
        <p data-book-empty className="mt-2 text-sm leading-7 text-muted">
          {search ? emptyWords[role].search(search) : emptyWords[role].none}
        </p>
      ) : null}
      {adding ? (
        <div className="mt-4 border-t border-line pt-4">
          <DeliveryPointForm
            cities={cities}
            save={create}
            withActive={false}
            title={role === 'influencer' ? 'جهة اتصال جديدة' : 'عنوان جديد'}
            saveLabel="حفظ"
            onSaved={(entry) => {
              setAdding(false);
              onChoose(entry);
            }}
            onCancel={() => setAdding(false)}
          />
        </div>
      ) : (
        <button type="button" onClick={() => setAdding(true)} className={`${buttonStyles.link} mt-2`}>
          + {role === 'influencer' ? 'جهة اتصال جديدة' : 'عنوان جديد'}
        </button>
      )}
    </section>
  );
}
