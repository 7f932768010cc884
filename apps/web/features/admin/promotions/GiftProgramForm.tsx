'use client';

import type { AdminGiftProgram } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { prefilled } from '@/lib/prefilled-fields';
import { useDeskWrite } from '../api/use-desk-write';
import { describedBy, deskButton, Field, Input, Spinner, TextArea } from '../ui/form';
import { useFocusFirstError } from '../ui/use-focus-error';
import { type Named, ProductPicker } from './pickers';

interface Draft {
  name: string;
  description: string;
  min_total: string;
  max_gifts: string;
  starts_on: string;
  ends_on: string;
  sort_order: string;
  products: Named[];
}

function draftOf(program: AdminGiftProgram | null): Draft {
  return {
    name: program?.name ?? '',
    description: program?.description ?? '',
    min_total: program ? String(program.min_total) : '',
    max_gifts: program ? String(program.max_gifts) : '1',
    starts_on: program?.starts_on ?? '',
    ends_on: program?.ends_on ?? '',
    sort_order: program ? String(program.sort_order) : '0',
    products: program?.products.map((product) => ({ id: product.id, name: product.title })) ?? [],
  };
}

/**
 * A gift program's fields: spend at least the threshold to choose up to `max_gifts` of its products, free. Its
 * products keep the order they are listed in, which is the order shoppers see them. The values live in React Hook
 * Form (the picker sets its products); the API's Arabic refusals show under each field.
 */
export function GiftProgramForm({ program }: { program: AdminGiftProgram | null }) {
  const router = useRouter();
  const write = useDeskWrite();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, write.errors);
  const form = useForm<Draft>({ defaultValues: draftOf(program) });
  const { handleSubmit, watch, setValue } = form;
  const prefill = prefilled(form);
  const products = watch('products');
  const error = (field: string) => write.errors[field]?.[0];

  const submit = handleSubmit(async (draft) => {
    const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());
    const body = {
      name: draft.name,
      description: draft.description,
      min_total: blankToUndefined(draft.min_total),
      max_gifts: blankToUndefined(draft.max_gifts),
      starts_on: draft.starts_on || null,
      ends_on: draft.ends_on || null,
      sort_order: blankToUndefined(draft.sort_order),
      product_ids: draft.products.map((product) => product.id),
      active: program?.active ?? true,
    };
    if (program) {
      await write.run(routes.adminGiftsUpdate, { params: { id: program.id }, body });
      return;
    }
    const created = await write.run(routes.adminGiftsCreate, { body });
    if (created) router.push(`/admin/gifts/${created.data.id}`);
  });

  const field = (key: Exclude<keyof Draft, 'products'>, label: string, hint?: string, type?: string) => (
    <Field id={`gift-${key}`} label={label} hint={hint} error={error(key)}>
      <Input
        id={`gift-${key}`}
        type={type ?? 'text'}
        inputMode={type || key === 'name' ? undefined : 'numeric'}
        {...prefill.text(key)}
        aria-invalid={error(key) ? true : undefined}
        aria-describedby={describedBy(`gift-${key}`, hint, error(key))}
      />
    </Field>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <section className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
        <h2 className="font-bold md:col-span-2">البرنامج</h2>
        {field('name', 'الاسم', 'يراه الزبون فوق الهدايا في السلة.')}
        {field('min_total', 'عند سلة من (د.ع)', 'مجموع السلة الذي يفتح الهدايا')}
        {field('max_gifts', 'عدد الهدايا التي يختارها الزبون', 'من 1 إلى 10')}
        {field('sort_order', 'الترتيب', 'الأصغر يظهر أولاً')}
        {field('starts_on', 'يبدأ يوم', 'فارغ: من الآن', 'date')}
        {field('ends_on', 'ينتهي يوم', 'فارغ: بلا نهاية؛ يعمل حتى نهاية اليوم بتوقيت بغداد', 'date')}
        <Field id="gift-description" label="الوصف" error={error('description')} className="md:col-span-2">
          <TextArea id="gift-description" rows={2} {...prefill.text('description')} />
        </Field>
      </section>
      <section className="rounded-xl border border-line bg-white p-4">
        <ProductPicker
          legend="الهدايا، بالترتيب الذي يراه الزبون"
          ordered
          selected={products}
          onChange={(chosen) => setValue('products', chosen, { shouldDirty: true })}
          error={error('product_ids')}
        />
      </section>
      <div>
        <button type="submit" className={deskButton.primary} disabled={write.busy}>
          {write.busy ? <Spinner /> : null}
          {program ? 'حفظ التغييرات' : 'إنشاء البرنامج'}
        </button>
      </div>
    </form>
  );
}
