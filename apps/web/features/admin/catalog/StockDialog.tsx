'use client';

import type { AdminVariant } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeskWrite } from '../api/use-desk-write';
import { Field, Input, TextArea } from '../ui/form';

/**
 * Change a variant's stock: by so many units (a delivery +24, breakage −2) or to the level counted on the shelf,
 * with why. The API writes it as a line in the variant's ledger; it never goes below zero.
 */
export function StockDialog({ variant, onClose }: { variant: AdminVariant; onClose: () => void }) {
  const write = useDeskWrite();
  const id = useId();
  const [mode, setMode] = useState<'delta' | 'count'>('delta');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  async function save() {
    const body = mode === 'delta' ? { delta: amount, note } : { count: amount, note };
    if (await write.run(routes.adminVariantsStock, { params: { id: variant.id }, body })) onClose();
  }
  return (
    <ConfirmDialog
      title={`مخزون ${variant.title}`}
      description={`المتوفر الآن ${variant.stock} · ${variant.sku}`}
      confirmLabel="حفظ التعديل"
      onConfirm={save}
      onCancel={onClose}
      busy={write.busy}
      confirmDisabled={amount.trim() === '' || note.trim() === ''}
      tone="primary"
    >
      <fieldset className="mb-3 flex gap-4 text-sm">
        <legend className="sr-only">طريقة التعديل</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name={`${id}-mode`} checked={mode === 'delta'} onChange={() => setMode('delta')} />
          إضافة أو خصم
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name={`${id}-mode`} checked={mode === 'count'} onChange={() => setMode('count')} />
          الكمية بعد الجرد
        </label>
      </fieldset>
      <div className="space-y-3">
        <Field
          id={`${id}-amount`}
          label={mode === 'delta' ? 'عدد القطع (بالسالب للخصم، مثل ‎-2)' : 'الكمية الموجودة فعلاً'}
        >
          <Input
            id={`${id}-amount`}
            dir="ltr"
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
        <Field id={`${id}-note`} label="السبب">
          <TextArea
            id={`${id}-note`}
            rows={2}
            maxLength={500}
            placeholder="وصول شحنة، جرد، تلف…"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
      </div>
    </ConfirmDialog>
  );
}
