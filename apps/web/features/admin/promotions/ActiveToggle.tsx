'use client';

import * as routes from '@wb/contract/routes';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton } from '../ui/form';

const words = {
  code: {
    off: 'إيقاف الكود',
    offQuestion: (name: string) => `إيقاف الكود ${name}؟`,
    offEffect: 'لن يقبله المتجر بعد الآن (سيظهر للزبون أنه كود غير صحيح). الطلبات التي استخدمته تبقى كما هي.',
  },
  gift: {
    off: 'إيقاف البرنامج',
    offQuestion: (name: string) => `إيقاف برنامج «${name}»؟`,
    offEffect: 'لن تُعرض هداياه على الزبائن بعد الآن. الطلبات التي أخذت هداياه تبقى كما هي.',
  },
} as const;

/**
 * Switch a code or a gift program off (after a confirmation: shoppers lose it at once) or on again. Neither is ever
 * deleted: orders point at them.
 */
export function ActiveToggle({
  kind,
  id,
  active,
  name,
}: {
  kind: 'code' | 'gift';
  id: number;
  active: boolean;
  name: string;
}) {
  const write = useDeskWrite();
  const [asking, setAsking] = useState(false);
  const set = async (next: boolean) => {
    const input = { params: { id }, body: { active: next } };
    if (kind === 'code') await write.run(routes.adminCodesActive, input);
    else await write.run(routes.adminGiftsActive, input);
    setAsking(false);
  };
  const text = words[kind];
  return (
    <>
      {active ? (
        <button
          type="button"
          className={`${deskButton.secondary} min-h-8 px-3`}
          aria-label={`${text.off}: ${name}`}
          onClick={() => setAsking(true)}
        >
          إيقاف
        </button>
      ) : (
        <button
          type="button"
          className={`${deskButton.secondary} min-h-8 px-3`}
          disabled={write.busy}
          aria-label={`تفعيل: ${name}`}
          onClick={() => set(true)}
        >
          تفعيل
        </button>
      )}
      {asking ? (
        <ConfirmDialog
          title={text.offQuestion(name)}
          description={text.offEffect}
          confirmLabel="إيقاف"
          busy={write.busy}
          onConfirm={() => set(false)}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
