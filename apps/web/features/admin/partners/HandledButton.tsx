'use client';

import * as routes from '@wb/contract/routes';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton } from '../ui/form';

/** Marks a shopper's rating handled (the API keeps who and when, and audits it). */
export function HandledButton({ id }: { id: number }) {
  const write = useDeskWrite();
  return (
    <button
      type="button"
      className={`${deskButton.secondary} min-h-8 px-3`}
      disabled={write.busy}
      aria-label={`تعليم الرأي رقم ${id} كمُعالَج`}
      onClick={() => write.run(routes.adminFeedbackHandled, { params: { id } })}
    >
      تمت المعالجة
    </button>
  );
}
