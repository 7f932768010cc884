'use client';

import type { SellerTerms } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { prefilled } from '@/lib/prefilled-fields';
import { useDeskWrite } from '../api/use-desk-write';
import { describedBy, deskButton, Field, Input, Spinner } from '../ui/form';
import { useFocusFirstError } from '../ui/use-focus-error';

type Role = keyof SellerTerms;
type Key = keyof SellerTerms['influencer'];
const roles: [Role, string][] = [
  ['influencer', 'المؤثرون'],
  ['pharmacist', 'الصيادلة'],
];
const fields: [Key, string, string][] = [
  ['max_line_discount_percent', 'أقصى خصم على المنتج (٪)', 'من مجموع السطر'],
  ['max_order_discount_percent', 'أقصى خصم على الطلب (٪)', 'من المنتجات بعد خصوماتها'],
  ['delivery_fee_min', 'أدنى أجور توصيل (د.ع)', ''],
  ['delivery_fee_max', 'أعلى أجور توصيل (د.ع)', ''],
  ['commission_percent', 'العمولة (٪)', 'تُضاف إلى المحفظة عند التسليم'],
];

type Draft = Record<Role, Record<Key, string>>;
const draftOf = (terms: SellerTerms): Draft =>
  Object.fromEntries(
    roles.map(([role]) => [role, Object.fromEntries(fields.map(([key]) => [key, String(terms[role][key])]))]),
  ) as Draft;

/** The sellers' terms for both roles, saved together (PUT /admin/seller-terms), held in React Hook Form. */
export function SellerTermsForm({ terms }: { terms: SellerTerms }) {
  const write = useDeskWrite();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, write.errors);
  const form = useForm<Draft>({ defaultValues: draftOf(terms) });
  const { handleSubmit } = form;
  const prefill = prefilled(form);
  const submit = handleSubmit(async (draft) => {
    await write.run(routes.adminSellerTermsUpdate, { body: draft as never });
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      {roles.map(([role, label]) => (
        <section
          key={role}
          data-terms={role}
          className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-3"
        >
          <h2 className="font-bold md:col-span-3">{label}</h2>
          {fields.map(([key, fieldLabel, hint]) => {
            const id = `terms-${role}-${key}`;
            const error = write.errors[`${role}.${key}`]?.[0];
            return (
              <Field key={key} id={id} label={fieldLabel} hint={hint || undefined} error={error}>
                <Input
                  id={id}
                  inputMode="numeric"
                  dir="ltr"
                  {...prefill.text(`${role}.${key}`)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, hint, error)}
                />
              </Field>
            );
          })}
        </section>
      ))}
      <div>
        <button type="submit" className={deskButton.primary} disabled={write.busy}>
          {write.busy ? <Spinner /> : null}
          حفظ الشروط
        </button>
      </div>
    </form>
  );
}
