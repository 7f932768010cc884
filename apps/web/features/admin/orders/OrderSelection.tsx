'use client';

import type { BulkOrderMove, BulkOrderResult } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { createContext, type ReactNode, useContext, useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { API_BASE_PATH, toQueryString } from '@/lib/api';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Field, Input } from '../ui/form';

interface Selection {
  picked: ReadonlySet<number>;
  toggle(id: number): void;
  setAll(on: boolean): void;
  pageIds: readonly number[];
}

const SelectionContext = createContext<Selection | null>(null);

function useSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('OrderSelection: a checkbox outside its provider');
  return selection;
}

/**
 * The orders ticked on this page of the list (issue 24): the rows' checkboxes and the header's "all on the page" share
 * it with the bar of bulk actions. A page turn or a new filter starts a new selection: what is ticked is always in
 * view.
 */
export function OrderSelection({ pageIds, children }: { pageIds: readonly number[]; children: ReactNode }) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const selection = useMemo<Selection>(
    () => ({
      // Only what is on the page now: an order that left it (moved out of the filter, another page) is not acted on.
      picked: new Set(pageIds.filter((id) => picked.has(id))),
      pageIds,
      toggle: (id) =>
        setPicked((now) => {
          const next = new Set(now);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      setAll: (on) => setPicked(on ? new Set(pageIds) : new Set()),
    }),
    [picked, pageIds],
  );
  return <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>;
}

const box = 'size-5 cursor-pointer accent-brand-600';

/** A row's checkbox, named by its order for a screen reader. */
export function RowCheck({ id, number }: { id: number; number: string }) {
  const { picked, toggle } = useSelection();
  return (
    <input
      type="checkbox"
      className={box}
      checked={picked.has(id)}
      onChange={() => toggle(id)}
      aria-label={`تحديد الطلب ${number}`}
      data-pick={id}
    />
  );
}

/** The header's checkbox: every order on this page, or none; half-ticked when some are. */
export function PageCheck() {
  const { picked, pageIds, setAll } = useSelection();
  const all = pageIds.length > 0 && pageIds.every((id) => picked.has(id));
  const some = !all && pageIds.some((id) => picked.has(id));
  return (
    <input
      type="checkbox"
      className={box}
      checked={all}
      ref={(input) => {
        if (input) input.indeterminate = some;
      }}
      onChange={() => setAll(!all)}
      aria-label="تحديد كل طلبات هذه الصفحة"
      data-pick-all=""
    />
  );
}

const moveNames: Record<BulkOrderMove, { title: (count: number) => string; label: string; tells: string }> = {
  confirmed: {
    title: (count) => `تأكيد ${count} من الطلبات المحددة؟`,
    label: 'تأكيد المحدد',
    tells: 'يُنقل كل طلب قيد الانتظار إلى «مؤكد» ويصل زبونه رسالة نصية. ما لا يمكن تأكيده يُترك ويُذكر سببه.',
  },
  shipped: {
    title: (count) => `شحن ${count} من الطلبات المحددة؟`,
    label: 'شحن المحدد',
    tells: 'تُسلَّم الطلبات المؤكدة لشركة التوصيل المختارة ويصل كل زبون رسالة نصية. ما لا يمكن شحنه يُترك ويُذكر سببه.',
  },
};

/**
 * What can be done with the ticked orders: confirm them, hand them to one courier (each order moved on its own; the
 * API answers each one's result and the refused are listed with their reason), print their delivery slips, export
 * them. Export with nothing ticked takes the whole filtered list (`filters`).
 */
export function BulkBar({ filters, couriers }: { filters: Record<string, unknown>; couriers: readonly string[] }) {
  const { picked, setAll } = useSelection();
  const write = useDeskWrite();
  const [asking, setAsking] = useState<BulkOrderMove | null>(null);
  const [courier, setCourier] = useState('');
  const [refused, setRefused] = useState<BulkOrderResult[]>([]);
  const courierId = useId();
  const ids = [...picked].sort((a, b) => a - b);
  const count = ids.length;
  const exportHref = `${API_BASE_PATH}/admin/orders/export${toQueryString(count ? { ids: ids.join(',') } : filters)}`;

  const run = async (status: BulkOrderMove) => {
    const answer = await write.run(routes.adminOrdersBulkStatus, {
      body: { ids, status, ...(status === 'shipped' ? { courier: courier.trim() } : {}) },
    });
    if (!answer) return;
    setAsking(null);
    setRefused(answer.data.results.filter((result) => result.outcome === 'refused'));
    setAll(false);
  };

  return (
    <div className="mb-3 space-y-2">
      <div
        className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-white p-2"
        role="toolbar"
        aria-label="إجراءات الطلبات المحددة"
      >
        <p className="pe-2 text-sm font-bold" aria-live="polite" data-picked-count={count}>
          {count ? `محدد: ${count}` : 'حدّد طلبات لتأكيدها أو شحنها أو طباعة إيصالاتها'}
        </p>
        <button
          type="button"
          className={deskButton.primary}
          disabled={!count || write.busy}
          onClick={() => setAsking('confirmed')}
        >
          {moveNames.confirmed.label}
        </button>
        <button
          type="button"
          className={deskButton.secondary}
          disabled={!count || write.busy}
          onClick={() => setAsking('shipped')}
        >
          {moveNames.shipped.label}
        </button>
        {count ? (
          <a
            href={`/admin/orders/slips?ids=${ids.join(',')}`}
            className={deskButton.secondary}
            target="_blank"
            rel="noopener"
          >
            طباعة الإيصالات
          </a>
        ) : (
          <span aria-disabled="true" className={`${deskButton.secondary} cursor-not-allowed opacity-60`}>
            طباعة الإيصالات
          </span>
        )}
        <a href={exportHref} download className={deskButton.secondary}>
          {count ? 'تصدير المحدد CSV' : 'تصدير القائمة CSV'}
        </a>
      </div>

      {refused.length ? (
        <section className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm" aria-label="طلبات لم تُنقل">
          <p className="mb-1 font-bold">لم تُنقل هذه الطلبات:</p>
          <ul className="space-y-1" data-refused>
            {refused.map((result) => (
              <li key={result.id}>
                <bdi dir="ltr">{result.number ?? `#${result.id}`}</bdi>: {result.message}
              </li>
            ))}
          </ul>
          <button type="button" className="mt-2 text-xs underline" onClick={() => setRefused([])}>
            إخفاء
          </button>
        </section>
      ) : null}

      {asking ? (
        <ConfirmDialog
          title={moveNames[asking].title(count)}
          description={moveNames[asking].tells}
          confirmLabel={moveNames[asking].label}
          cancelLabel="رجوع"
          tone="primary"
          busy={write.busy}
          confirmDisabled={asking === 'shipped' && courier.trim() === ''}
          onConfirm={() => void run(asking)}
          onCancel={() => setAsking(null)}
        >
          {asking === 'shipped' ? (
            <Field id={courierId} label="شركة التوصيل" hint="رقم التتبع لكل طرد يُضاف من صفحة الطلب عند الحاجة.">
              <Input
                id={courierId}
                list={`${courierId}-known`}
                value={courier}
                onChange={(event) => setCourier(event.target.value)}
                maxLength={100}
                required
                aria-describedby={`${courierId}-hint`}
              />
              <datalist id={`${courierId}-known`}>
                {couriers.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </Field>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
