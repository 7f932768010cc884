'use client';

import type { AdminOrder, QuantityError } from '@wb/contract';
import { toWesternDigits } from '@wb/contract/normalize';
import * as routes from '@wb/contract/routes';
import { useId, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { formatIqd } from '@/lib/format';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Field, Input, TextArea } from '../ui/form';
import { useFocusFirstError } from '../ui/use-focus-error';
import { VendorAndVariant } from './OrderLines';
import { type PickedVariant, VariantPicker } from './VariantPicker';

type Item = AdminOrder['items'][number];

/** A line as the form holds it: what it shows, and the quantity as typed (٠١٢ too). */
interface DraftLine {
  variantId: number;
  title: string;
  vendor: string;
  variant: string;
  price: number;
  quantity: string;
  isNew: boolean;
}

interface Draft {
  lines: DraftLine[];
  note: string;
}

const draftOf = (items: readonly Item[]): Draft => ({
  lines: items
    .filter((item) => !item.is_gift)
    .map((item) => ({
      variantId: item.shopify_variant_id,
      title: item.title,
      vendor: item.vendor,
      variant: item.variant_title,
      price: item.price,
      quantity: String(item.quantity),
      isNew: false,
    })),
  note: '',
});

const quantityOf = (typed: string) => Number.parseInt(toWesternDigits(typed.trim()), 10);

/**
 * Editing a pending order's lines at the desk (issue 24): the customer phoned — a quantity changed, a line removed, a
 * product added. The lines live in React Hook Form; saving asks first (the customer gets an SMS with what she now
 * pays) and sends the whole set; the API checks stock, the code and the wallet again and answers in Arabic, by line
 * for the stock. Gifts are not edited here; a line she had keeps her price, a new one is priced by the API.
 */
export function OrderLinesEditor({
  orderId,
  number,
  items,
}: {
  orderId: number;
  number: string;
  items: readonly Item[];
}) {
  const write = useDeskWrite();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, write.errors);
  const form = useForm<Draft>({ defaultValues: draftOf(items) });
  const { control, register, handleSubmit, watch, reset } = form;
  const lines = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const noteId = useId();
  const watched = watch('lines');
  const goods = watched.reduce((sum, line) => sum + line.price * (quantityOf(line.quantity) || 0), 0);
  // A stock refusal names each line it could not fill ({ title, message }, spec §5's quantity errors), not a string.
  const refusedStock = ((write.errors.quantity ?? []) as unknown[]).map((problem) =>
    typeof problem === 'string'
      ? problem
      : `${(problem as QuantityError).title}: ${(problem as QuantityError).message}`,
  );

  if (!open) {
    return (
      <button
        type="button"
        className={deskButton.secondary}
        onClick={() => {
          reset(draftOf(items));
          setOpen(true);
        }}
      >
        تعديل المنتجات
      </button>
    );
  }

  const add = (picked: PickedVariant) => {
    const at = watched.findIndex((line) => line.variantId === picked.variantId);
    if (at >= 0) {
      form.setValue(`lines.${at}.quantity`, String((quantityOf(watched[at]?.quantity ?? '0') || 0) + 1));
      return;
    }
    const [vendor = '', ...rest] = picked.detail.split(' · ');
    lines.append({
      variantId: picked.variantId,
      title: picked.title,
      vendor,
      variant: rest.join(' · '),
      price: picked.price,
      quantity: '1',
      isNew: true,
    });
  };

  const save = handleSubmit(async (draft) => {
    const answer = await write.run(routes.adminOrdersLines, {
      params: { id: orderId },
      body: {
        lines: draft.lines.map((line) => ({ variant_id: line.variantId, quantity: quantityOf(line.quantity) })),
        note: draft.note.trim(),
      },
    });
    setAsking(false);
    if (answer) setOpen(false);
  });

  return (
    <form
      ref={formRef}
      onSubmit={(event) => event.preventDefault()}
      className="space-y-3"
      aria-label="تعديل منتجات الطلب"
    >
      <ul className="divide-y divide-line rounded-lg border border-line">
        {lines.fields.map((field, index) => {
          const id = `${noteId}-q${index}`;
          return (
            <li key={field.key} className="flex flex-wrap items-end gap-3 p-3" data-edit-line={field.variantId}>
              <div className="min-w-40 flex-1">
                <p className="font-medium">
                  {field.title}
                  {field.isNew ? (
                    <span className="ms-2 rounded-full bg-brand-50 px-2 text-xs font-bold text-brand-800">جديد</span>
                  ) : null}
                </p>
                <p className="text-xs text-muted">
                  <VendorAndVariant vendor={field.vendor} variant={field.variant} /> · {formatIqd(field.price)}
                </p>
              </div>
              <div className="w-24">
                <Field id={id} label="الكمية">
                  <Input id={id} inputMode="numeric" dir="ltr" {...register(`lines.${index}.quantity`)} />
                </Field>
              </div>
              <button
                type="button"
                className={`${deskButton.secondary} border-red-200 text-red-800 hover:bg-red-50`}
                disabled={lines.fields.length === 1}
                onClick={() => lines.remove(index)}
                aria-label={`حذف ${field.title}`}
              >
                حذف
              </button>
            </li>
          );
        })}
      </ul>
      {refusedStock.length ? (
        <ul className="space-y-1 text-sm text-red-800" role="alert">
          {refusedStock.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <VariantPicker onPick={add} />
      <Field id={noteId} label="سبب التعديل (للسجل)">
        <TextArea id={noteId} rows={2} maxLength={500} {...register('note')} />
      </Field>
      <p className="text-sm">
        مجموع المنتجات بعد التعديل: <strong className="whitespace-nowrap">{formatIqd(goods)}</strong>
        <span className="text-muted"> (قبل الخصم والتوصيل؛ يُعاد حسابهما عند الحفظ)</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={deskButton.primary} disabled={write.busy} onClick={() => setAsking(true)}>
          حفظ التعديل
        </button>
        <button type="button" className={deskButton.secondary} disabled={write.busy} onClick={() => setOpen(false)}>
          إلغاء
        </button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={`تعديل منتجات الطلب ${number}؟`}
          description="تُعاد الكميات المحذوفة إلى المخزون وتؤخذ الجديدة، ويُعاد حساب الخصم والمجموع، ويعود إلى محفظة الزبون ما زاد عن المجموع الجديد. تصل الزبون رسالة نصية بالمبلغ الجديد."
          confirmLabel="حفظ التعديل"
          cancelLabel="رجوع"
          tone="primary"
          busy={write.busy}
          onConfirm={() => void save()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </form>
  );
}
