'use client';

import * as routes from '@wb/contract/routes';
import { useId, useState } from 'react';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Field, TextArea } from '../ui/form';

/**
 * Approve or reject an application under review. One text box: a note kept with an approval, or the reason a
 * rejected applicant reads (required; the API says so under the box). Approving turns the account into the role
 * at once, so it asks to be pressed twice.
 */
export function PartnerDecision({ id, role }: { id: number; role: string }) {
  const write = useDeskWrite();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const error = write.errors.reason?.[0] ?? write.errors.note?.[0] ?? null;
  return (
    <div className="space-y-3">
      <Field
        id={fieldId}
        label="ملاحظة القبول أو سبب الرفض"
        hint="سبب الرفض يصل إلى صاحب الطلب برسالة وفي إشعاراته."
        error={error}
      >
        <TextArea
          id={fieldId}
          rows={3}
          maxLength={500}
          value={text}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        {confirming ? (
          <button
            type="button"
            className={deskButton.primary}
            disabled={write.busy}
            onClick={() => write.run(routes.adminPartnersApprove, { params: { id }, body: { note: text } })}
          >
            تأكيد: اجعل الحساب حساب {role}
          </button>
        ) : (
          <button type="button" className={deskButton.primary} onClick={() => setConfirming(true)}>
            قبول الطلب
          </button>
        )}
        <button
          type="button"
          className={deskButton.danger}
          disabled={write.busy}
          onClick={() => write.run(routes.adminPartnersReject, { params: { id }, body: { reason: text } })}
        >
          رفض الطلب
        </button>
      </div>
    </div>
  );
}
