'use client';

import type { ReferralTerms } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { prefilled } from '@/lib/prefilled-fields';
import { useDeskWrite } from '../api/use-desk-write';
import { describedBy, deskButton, Field, Input, Spinner } from '../ui/form';
import { useFocusFirstError } from '../ui/use-focus-error';

type Key = keyof ReferralTerms;
const fields: [Key, string, string][] = [
  ['referrer_amount', 'مكافأة صاحبة الدعوة (د.ع)', 'تُضاف إلى محفظة الزبونة التي شاركت رمزها'],
  ['friend_amount', 'مكافأة الصديقة (د.ع)', 'تُضاف إلى محفظة الصديقة الجديدة'],
];

/**
 * The referral programme's amounts (wonder zone, issue 15), paid to each side when a friend's first order is
 * delivered (PUT /admin/referral-terms). 0 pays that side nothing; rewards already paid keep their amounts. The two
 * amounts live in React Hook Form.
 */
export function ReferralTermsForm({ terms }: { terms: ReferralTerms }) {
  const write = useDeskWrite();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, write.errors);
  const form = useForm<Record<Key, string>>({
    defaultValues: { referrer_amount: String(terms.referrer_amount), friend_amount: String(terms.friend_amount) },
  });
  const { handleSubmit } = form;
  const prefill = prefilled(form);
  const submit = handleSubmit(async (draft) => {
    await write.run(routes.adminReferralTermsUpdate, { body: draft as never });
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <section
        data-referral-terms
        className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2"
        aria-labelledby="referral-terms-title"
      >
        <div className="md:col-span-2">
          <h2 id="referral-terms-title" className="font-bold">
            برنامج الدعوة (وندر زون)
          </h2>
          <p className="mt-1 text-sm text-muted">
            يُدفع للطرفين مرة واحدة عند تسليم أول طلب للصديقة، لرقم لم يكن له حساب من قبل.
          </p>
        </div>
        {fields.map(([key, label, hint]) => {
          const id = `referral-${key}`;
          const error = write.errors[key]?.[0];
          return (
            <Field key={key} id={id} label={label} hint={hint} error={error}>
              <Input
                id={id}
                inputMode="numeric"
                dir="ltr"
                {...prefill.text(key)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, hint, error)}
              />
            </Field>
          );
        })}
      </section>
      <div>
        <button type="submit" className={deskButton.primary} disabled={write.busy}>
          {write.busy ? <Spinner /> : null}
          حفظ مبالغ الدعوة
        </button>
      </div>
    </form>
  );
}
