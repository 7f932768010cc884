'use client';

import type { Address } from '@wb/contract';
import { type ComponentProps, type FormEvent, useId, useRef, useState } from 'react';
import { FieldError, SubmitButton, TextField } from '@/components/ui/form';
import { ApiError, errorMessage } from '@/lib/api';
import type { AddressBody } from './address-queries';
import { useCreateAddress } from './use-addresses';

export interface CityOption {
  id: number;
  name: string;
}

/** The fields the API validates, in the order the form shows them (the first refused one takes the focus). */
const FIELDS = ['name', 'mobile', 'city_id', 'region', 'address', 'landmark'] as const;
type Field = (typeof FIELDS)[number];

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * A new saved address, as an Iraqi courier needs it: who receives it and their mobile (Arabic-Indic digits are fine:
 * the API reads them), the governorate, the area, the street and house, and the nearest landmark. The API's own
 * Arabic messages show under each field it refuses (422), and anything else — the 20-address limit, no connection —
 * over the form.
 */
export function AddressForm({
  cities,
  onSaved,
  onCancel,
}: {
  cities: CityOption[];
  /** The address as the API saved it (the checkout chooses it at once). */
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}) {
  const create = useCreateAddress();
  return <DeliveryPointForm cities={cities} save={create} onSaved={onSaved} onCancel={onCancel} />;
}

/** What saves the form: a TanStack mutation over the same fields (saved addresses, a seller's contacts book). */
export interface DeliveryPointSave<T> {
  mutate: (body: AddressBody, options: { onSuccess: (saved: T) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * The form itself, for any book of delivery points: the shopper's saved addresses (with "make it active"), an
 * influencer's contacts and a pharmacist's addresses (issue 14: the same fields and checks), each saved by its own call.
 */
export function DeliveryPointForm<T>({
  cities,
  save: create,
  onSaved,
  onCancel,
  title = 'عنوان جديد',
  saveLabel = 'حفظ العنوان',
  withActive = true,
}: {
  cities: CityOption[];
  save: DeliveryPointSave<T>;
  onSaved: (saved: T) => void;
  onCancel?: () => void;
  title?: string;
  saveLabel?: string;
  withActive?: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const city = text(form, 'city_id');
    const body = {
      name: text(form, 'name'),
      mobile: text(form, 'mobile'),
      // Left out when none is chosen: the API says, in its words, that the governorate is needed.
      city_id: city ? Number(city) : undefined,
      region: text(form, 'region'),
      address: text(form, 'address'),
      landmark: text(form, 'landmark'),
      ...(withActive ? { is_active: form.get('is_active') === 'on' } : {}),
    } as AddressBody;
    setFieldErrors({});
    setFormError(null);
    create.mutate(body, {
      onSuccess: (address) => {
        formRef.current?.reset();
        onSaved(address);
      },
      onError: (error) => {
        const errors = error instanceof ApiError ? error.fieldErrors : undefined;
        const known = FIELDS.filter((field) => errors?.[field]?.[0]);
        if (errors && known.length > 0) {
          setFieldErrors(Object.fromEntries(known.map((field) => [field, errors[field]?.[0]])));
          document.getElementById(fieldId(known[0] as Field))?.focus();
        } else {
          setFormError(errorMessage(error));
        }
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {formError ? <FieldError alert>{formError}</FieldError> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id={fieldId('name')}
          name="name"
          label="اسم المستلم"
          autoComplete="name"
          aria-required="true"
          error={fieldErrors.name}
        />
        <TextField
          id={fieldId('mobile')}
          name="mobile"
          label="رقم هاتف المستلم"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder="07XX XXX XXXX"
          aria-required="true"
          className="text-end"
          error={fieldErrors.mobile}
        />
        <CityField id={fieldId('city_id')} label="المحافظة" error={fieldErrors.city_id} cities={cities} />
        <TextField
          id={fieldId('region')}
          name="region"
          label="المنطقة"
          hint="مثال: الكرادة، المنصور، حي الجامعة"
          error={fieldErrors.region}
        />
        <TextField
          id={fieldId('address')}
          name="address"
          label="العنوان بالتفصيل"
          hint="المحلة والزقاق ورقم الدار"
          autoComplete="street-address"
          aria-required="true"
          error={fieldErrors.address}
        />
        <TextField
          id={fieldId('landmark')}
          name="landmark"
          label="أقرب نقطة دالة"
          hint="مثال: قرب جامع الرحمن أو مقابل صيدلية النور"
          error={fieldErrors.landmark}
        />
      </div>
      {withActive ? (
        <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
          <input type="checkbox" name="is_active" className="size-5 accent-brand-600" />
          اجعله عنوان التوصيل النشط
        </label>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={create.isPending} busyLabel="جارٍ الحفظ…">
          {saveLabel}
        </SubmitButton>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-12 items-center justify-center rounded-full border border-brand-200 bg-white px-6 text-base font-bold text-brand-800 hover:bg-brand-50"
          >
            إلغاء
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The governorate, from GET app/cities (addresses, sellers' books, the partner application). */
export function CityField({
  id,
  label,
  error,
  cities,
  ...select
}: Omit<ComponentProps<'select'>, 'id'> & {
  id: string;
  label: string;
  error: string | undefined;
  cities: CityOption[];
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        name="city_id"
        defaultValue=""
        {...select}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`h-12 w-full rounded-xl border bg-white px-4 text-base text-ink focus:outline-none focus:ring-2 ${
          error ? 'border-red-500 focus:ring-red-100' : 'border-line focus:border-brand-400 focus:ring-brand-100'
        }`}
      >
        <option value="" disabled>
          اختر المحافظة
        </option>
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </select>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
