'use client';

import type { StaffOrderStatus } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Field, Input, Spinner, TextArea } from '../ui/form';

/** What each move is called, and what it asks before it runs. */
const moves: Record<StaffOrderStatus, { label: string; ask: 'nothing' | 'confirm' | 'shipping' | 'reason' | 'note' }> =
  {
    confirmed: { label: 'تأكيد الطلب', ask: 'nothing' },
    shipped: { label: 'شحن الطلب', ask: 'shipping' },
    delivered: { label: 'تم التوصيل', ask: 'confirm' },
    cancelled: { label: 'إلغاء الطلب', ask: 'reason' },
    returned: { label: 'تسجيل إرجاع', ask: 'note' },
  };

/**
 * The moves an order's life allows from where it is now (the server passes them from the contract's table). Confirm
 * runs at once; shipping asks for the courier and the tracking number; the moves that cannot be undone (issue 24) ask
 * first, saying what will happen: deliver (the money counted as collected, a seller's commission paid), cancel (with
 * its reason: stock, wallet credit and the code back) and return (with a note).
 */
export function OrderMoves({
  orderId,
  number,
  allowed,
}: {
  orderId: number;
  number: string;
  allowed: StaffOrderStatus[];
}) {
  const write = useDeskWrite();
  const [asking, setAsking] = useState<StaffOrderStatus | null>(null);
  const [running, setRunning] = useState<StaffOrderStatus | null>(null);
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  const ids = { courier: useId(), tracking: useId(), note: useId() };

  if (allowed.length === 0) return <p className="text-sm text-muted">لا توجد خطوات أخرى لهذا الطلب.</p>;

  const run = async (status: StaffOrderStatus) => {
    setRunning(status);
    const body =
      status === 'shipped'
        ? { status, courier: courier.trim(), tracking_number: tracking.trim() }
        : { status, note: note.trim() };
    const answer = await write.run(routes.adminOrdersStatus, { params: { id: orderId }, body });
    setRunning(null);
    if (answer) {
      setAsking(null);
      setNote('');
    }
  };

  const open = (status: StaffOrderStatus) => {
    if (moves[status].ask === 'nothing') void run(status);
    else setAsking(status);
  };

  return (
    <div className="flex flex-wrap gap-2">
      {allowed.map((status) => {
        const destructive = status === 'cancelled' || status === 'returned';
        return (
          <button
            key={status}
            type="button"
            disabled={write.busy}
            aria-busy={running === status}
            onClick={() => open(status)}
            data-move={status}
            className={
              destructive ? `${deskButton.secondary} border-red-200 text-red-800 hover:bg-red-50` : deskButton.primary
            }
          >
            {running === status && !asking ? <Spinner /> : null}
            {moves[status].label}
          </button>
        );
      })}

      {asking === 'shipped' ? (
        <ConfirmDialog
          title={`شحن الطلب ${number}`}
          description="يصل الزبون رسالة نصية بشركة التوصيل ورقم التتبع."
          confirmLabel="شحن"
          tone="primary"
          busy={write.busy}
          confirmDisabled={courier.trim() === ''}
          onConfirm={() => void run('shipped')}
          onCancel={() => setAsking(null)}
        >
          <div className="space-y-3">
            <Field id={ids.courier} label="شركة التوصيل">
              <Input
                id={ids.courier}
                value={courier}
                onChange={(event) => setCourier(event.target.value)}
                maxLength={100}
                required
              />
            </Field>
            <Field id={ids.tracking} label="رقم التتبع" hint="اتركه فارغاً إن لم يكن للشحنة رقم.">
              <Input
                id={ids.tracking}
                dir="ltr"
                value={tracking}
                onChange={(event) => setTracking(event.target.value)}
                maxLength={100}
                aria-describedby={`${ids.tracking}-hint`}
              />
            </Field>
          </div>
        </ConfirmDialog>
      ) : null}

      {asking === 'delivered' ? (
        <ConfirmDialog
          title={`تسليم الطلب ${number}؟`}
          description="يُسجَّل أن الزبون استلم الطلب ودفع المبلغ، وتُصرف عمولة البائع إن كان الطلب من سلته، ويصل الزبون رسالة نصية. لا يمكن التراجع؛ ما يُعاد بعد التسليم يُسجَّل إرجاعاً."
          confirmLabel="تم التوصيل"
          cancelLabel="رجوع"
          tone="primary"
          busy={write.busy}
          onConfirm={() => void run('delivered')}
          onCancel={() => setAsking(null)}
        />
      ) : null}

      {asking === 'cancelled' || asking === 'returned' ? (
        <ConfirmDialog
          title={asking === 'cancelled' ? `إلغاء الطلب ${number}؟` : `تسجيل إرجاع الطلب ${number}؟`}
          description={
            asking === 'cancelled'
              ? 'تعود الكميات إلى المخزون، ويعود ما دُفع من المحفظة، ويُحرَّر كود الخصم. لا يمكن التراجع.'
              : 'يُسجَّل أن الطلب أُرجع بعد توصيله. لا يمكن التراجع.'
          }
          confirmLabel={asking === 'cancelled' ? 'إلغاء الطلب' : 'تسجيل الإرجاع'}
          cancelLabel="رجوع"
          busy={write.busy}
          confirmDisabled={asking === 'cancelled' && note.trim() === ''}
          onConfirm={() => void run(asking)}
          onCancel={() => setAsking(null)}
        >
          <Field id={ids.note} label={asking === 'cancelled' ? 'سبب الإلغاء' : 'ملاحظة (اختيارية)'}>
            <TextArea
              id={ids.note}
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={500}
              required={asking === 'cancelled'}
            />
          </Field>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
