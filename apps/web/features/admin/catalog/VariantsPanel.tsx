'use client';

import type { AdminVariant } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Field, Input } from '../ui/form';
import { StockDialog } from './StockDialog';

const cell = 'border-t border-line px-2 py-2 align-middle';

/**
 * A product's variants: each editable in its row (SKU, name, price, compare-at, position), its stock changed through
 * the stock dialog, its ledger opened below the table; and a row to add one.
 */
export function VariantsPanel({
  productId,
  variants,
  ledgerBase,
}: {
  productId: number;
  variants: readonly AdminVariant[];
  /** The page's address up to the variant's id: its ledger opens below (`…?variant=` + id). */
  ledgerBase: string;
}) {
  const write = useDeskWrite();
  const [adjusting, setAdjusting] = useState<AdminVariant | null>(null);

  async function save(event: FormEvent<HTMLFormElement>, variant: AdminVariant) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const compare = String(data.get('compare_at') ?? '').trim();
    await write.run(routes.adminVariantsUpdate, {
      params: { id: variant.id },
      body: {
        sku: String(data.get('sku') ?? ''),
        title: String(data.get('title') ?? ''),
        price: String(data.get('price') ?? ''),
        compare_at: compare === '' ? null : compare,
        position: String(data.get('position') ?? ''),
      },
    });
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const made = await write.run(routes.adminVariantsCreate, {
      params: { id: productId },
      body: {
        sku: value('sku'),
        title: value('title'),
        price: value('price'),
        compare_at: value('compare_at') || undefined,
        stock: value('stock') || undefined,
      },
    });
    if (made) form.reset();
  }

  return (
    <div className="space-y-3">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="relative overflow-x-auto" tabIndex={0} aria-label="الأنواع">
        <table className="w-full min-w-[52rem] border-collapse text-sm">
          <thead className="bg-canvas text-xs text-muted">
            <tr>
              <th className="px-2 py-2 text-start font-bold">رمز SKU</th>
              <th className="px-2 py-2 text-start font-bold">النوع</th>
              <th className="px-2 py-2 text-start font-bold">السعر</th>
              <th className="px-2 py-2 text-start font-bold">قبل الخصم</th>
              <th className="px-2 py-2 text-start font-bold">الترتيب</th>
              <th className="px-2 py-2 text-start font-bold">المخزون</th>
              <th className="px-2 py-2 text-start font-bold">
                <span className="sr-only">إجراءات</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {variants.map((variant) => {
              const form = `variant-${variant.id}`;
              return (
                <tr key={variant.id}>
                  <td className={cell}>
                    <form id={form} onSubmit={(event) => save(event, variant)} />
                    <Input
                      form={form}
                      name="sku"
                      dir="ltr"
                      defaultValue={variant.sku}
                      aria-label={`رمز SKU للنوع ${variant.title}`}
                    />
                  </td>
                  <td className={cell}>
                    <Input
                      form={form}
                      name="title"
                      defaultValue={variant.title}
                      aria-label={`اسم النوع ${variant.title}`}
                    />
                  </td>
                  <td className={cell}>
                    <Input
                      form={form}
                      name="price"
                      inputMode="numeric"
                      dir="ltr"
                      defaultValue={variant.price}
                      aria-label={`سعر ${variant.title}`}
                    />
                  </td>
                  <td className={cell}>
                    <Input
                      form={form}
                      name="compare_at"
                      inputMode="numeric"
                      dir="ltr"
                      defaultValue={variant.compare_at ?? ''}
                      aria-label={`السعر قبل الخصم لـ ${variant.title}`}
                    />
                  </td>
                  <td className={cell}>
                    <Input
                      form={form}
                      name="position"
                      inputMode="numeric"
                      dir="ltr"
                      className="w-16"
                      defaultValue={variant.position}
                      aria-label={`ترتيب ${variant.title}`}
                    />
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <span className={variant.stock === 0 ? 'font-bold text-red-700' : 'font-bold'}>
                      {variant.stock}
                    </span>
                    <span className="ms-1 text-xs text-muted">قطعة</span>
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <div className="flex gap-2">
                      <button type="submit" form={form} className={deskButton.secondary} disabled={write.busy}>
                        حفظ
                      </button>
                      <button type="button" className={deskButton.primary} onClick={() => setAdjusting(variant)}>
                        تعديل المخزون
                      </button>
                      <Link href={`${ledgerBase}${variant.id}#ledger`} className={deskButton.secondary}>
                        السجل
                      </Link>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <form
        onSubmit={add}
        className="grid items-end gap-2 rounded-lg bg-canvas p-2 sm:grid-cols-3 lg:grid-cols-6"
        aria-label="إضافة نوع"
      >
        {(
          [
            ['sku', 'رمز SKU', true],
            ['title', 'اسم النوع', true],
            ['price', 'السعر', true],
            ['compare_at', 'قبل الخصم', false],
            ['stock', 'الكمية', false],
          ] as const
        ).map(([name, label, required]) => (
          <Field key={name} id={`new-variant-${productId}-${name}`} label={label}>
            <Input
              id={`new-variant-${productId}-${name}`}
              name={name}
              required={required}
              dir={name === 'title' ? undefined : 'ltr'}
            />
          </Field>
        ))}
        <button type="submit" className={deskButton.secondary} disabled={write.busy}>
          إضافة نوع
        </button>
        <p className="text-xs text-muted sm:col-span-3 lg:col-span-6">
          أسعار بالدينار العراقي؛ الكمية الأولى تُسجَّل في سجل المخزون.
        </p>
      </form>
      {adjusting ? <StockDialog variant={adjusting} onClose={() => setAdjusting(null)} /> : null}
    </div>
  );
}
