'use client';

import * as routes from '@wb/contract/routes';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Field, Input, TextArea } from '../ui/form';

type Asking = 'wallet' | 'block' | 'unblock' | null;

/**
 * What staff do to a shopper's account: credit or debit the wallet (with a reason the shopper sees in their
 * history), block it or lift the block (with a reason for the audit log). Each asks first, in a dialog; the API's
 * answer comes back as a toast and the page reads the account again.
 */
export function CustomerActions({ customerId, name, blocked }: { customerId: number; name: string; blocked: boolean }) {
  const [asking, setAsking] = useState<Asking>(null);
  const write = useDeskWrite();
  const close = () => setAsking(null);
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={deskButton.primary} onClick={() => setAsking('wallet')}>
        تعديل المحفظة
      </button>
      {blocked ? (
        <button type="button" className={deskButton.secondary} onClick={() => setAsking('unblock')}>
          رفع الإيقاف
        </button>
      ) : (
        <button type="button" className={deskButton.danger} onClick={() => setAsking('block')}>
          إيقاف الحساب
        </button>
      )}
      {asking === 'wallet' ? (
        <WalletDialog
          name={name}
          busy={write.busy}
          onCancel={close}
          onSubmit={async (body) => {
            if (await write.run(routes.adminCustomersWalletAdjust, { params: { id: customerId }, body })) close();
          }}
        />
      ) : null}
      {asking === 'block' || asking === 'unblock' ? (
        <ReasonDialog
          title={asking === 'block' ? `إيقاف حساب ${name}؟` : `رفع الإيقاف عن ${name}؟`}
          description={
            asking === 'block'
              ? 'تنتهي كل جلساته الآن، ولن يستطيع تسجيل الدخول ولا الطلب حتى يُرفع الإيقاف.'
              : 'سيستطيع تسجيل الدخول والطلب من جديد.'
          }
          confirmLabel={asking === 'block' ? 'إيقاف الحساب' : 'رفع الإيقاف'}
          tone={asking === 'block' ? 'danger' : 'primary'}
          busy={write.busy}
          onCancel={close}
          onSubmit={async (reason) => {
            const route = asking === 'block' ? routes.adminCustomersBlock : routes.adminCustomersUnblock;
            if (await write.run(route, { params: { id: customerId }, body: { reason } })) close();
          }}
        />
      ) : null}
    </div>
  );
}

function ReasonDialog({
  title,
  description,
  confirmLabel,
  tone,
  busy,
  onCancel,
  onSubmit,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  tone: 'danger' | 'primary';
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      tone={tone}
      busy={busy}
      confirmDisabled={reason.trim() === ''}
      onCancel={onCancel}
      onConfirm={() => onSubmit(reason.trim())}
    >
      <Field id={`${id}-reason`} label="السبب (يُحفظ في سجل العمليات)">
        <TextArea
          id={`${id}-reason`}
          rows={3}
          maxLength={300}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}

function WalletDialog({
  name,
  busy,
  onCancel,
  onSubmit,
}: {
  name: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (body: { direction: 'credit' | 'debit'; amount: string; reason: string }) => void;
}) {
  const id = useId();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      title={`تعديل محفظة ${name}`}
      confirmLabel={direction === 'credit' ? 'إضافة إلى المحفظة' : 'خصم من المحفظة'}
      tone={direction === 'credit' ? 'primary' : 'danger'}
      busy={busy}
      confirmDisabled={amount.trim() === '' || reason.trim() === ''}
      onCancel={onCancel}
      onConfirm={() => onSubmit({ direction, amount: amount.trim(), reason: reason.trim() })}
    >
      <div className="flex flex-col gap-3">
        <fieldset className="flex gap-4 text-sm">
          <legend className="mb-1 text-xs font-bold text-muted">نوع الحركة</legend>
          {(
            [
              ['credit', 'إضافة رصيد'],
              ['debit', 'خصم رصيد'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-10 items-center gap-2">
              <input
                type="radio"
                name={`${id}-direction`}
                value={value}
                checked={direction === value}
                onChange={() => setDirection(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <Field id={`${id}-amount`} label="المبلغ (دينار)" hint="عدد صحيح، مثل 25000.">
          <Input
            id={`${id}-amount`}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-describedby={`${id}-amount-hint`}
          />
        </Field>
        <Field id={`${id}-reason`} label="السبب" hint="يظهر للزبون في سجل محفظته، ويُحفظ في سجل العمليات.">
          <TextArea
            id={`${id}-reason`}
            rows={3}
            maxLength={300}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${id}-reason-hint`}
          />
        </Field>
      </div>
    </ConfirmDialog>
  );
}
