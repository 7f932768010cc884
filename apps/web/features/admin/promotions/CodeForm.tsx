'use client';

import type { AdminCode } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { prefilled } from '@/lib/prefilled-fields';
import { useDeskWrite } from '../api/use-desk-write';
import { DeskDateField } from '../ui/DeskDateInput';
import { describedBy, deskButton, Field, Input, Select, Spinner, TextArea } from '../ui/form';
import { useFocusFirstError } from '../ui/use-focus-error';
import { IdChecklist, type Named, ProductPicker } from './pickers';
import { kindLabels } from './promotion-model';

type Kind = AdminCode['kind'];

/** The form's fields as typed: numbers stay text until the API reads them (it takes ٠١٢ as well as 012). */
interface Draft {
  code: string;
  description: string;
  kind: Kind;
  value: string;
  min_subtotal: string;
  max_discount: string;
  starts_on: string;
  ends_on: string;
  usage_limit: string;
  per_customer_limit: string;
  first_order_only: boolean;
  brand_ids: number[];
  category_ids: number[];
  products: Named[];
}

/** The fields typed into an input; the rest are chosen in the pickers. */
type PickedField = 'brand_ids' | 'category_ids' | 'products';
type TypedField = Exclude<keyof Draft, PickedField | 'first_order_only' | 'kind'>;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function draftOf(code: AdminCode | null): Draft {
  return {
    code: code?.code ?? '',
    description: code?.description ?? '',
    kind: code?.kind ?? 'percentage',
    value: code && code.kind !== 'free_delivery' ? String(code.value) : '',
    min_subtotal: code?.min_subtotal ? String(code.min_subtotal) : '',
    max_discount: text(code?.max_discount),
    starts_on: code?.starts_on ?? '',
    ends_on: code?.ends_on ?? '',
    usage_limit: text(code?.usage_limit),
    per_customer_limit: text(code?.per_customer_limit),
    first_order_only: code?.first_order_only ?? false,
    brand_ids: code?.brand_ids ?? [],
    category_ids: code?.category_ids ?? [],
    products: code?.targets.products ?? [],
  };
}

/** What the API takes: blank numbers left out (none, no limit), the rest as typed. */
function bodyOf(draft: Draft, active: boolean) {
  const number = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    code: draft.code,
    description: draft.description,
    kind: draft.kind,
    value: draft.kind === 'free_delivery' ? 0 : number(draft.value),
    min_subtotal: number(draft.min_subtotal),
    max_discount: draft.kind === 'percentage' ? (number(draft.max_discount) ?? null) : null,
    starts_on: draft.starts_on || null,
    ends_on: draft.ends_on || null,
    usage_limit: number(draft.usage_limit) ?? null,
    per_customer_limit: number(draft.per_customer_limit) ?? null,
    first_order_only: draft.first_order_only,
    brand_ids: draft.brand_ids,
    category_ids: draft.category_ids,
    product_ids: draft.products.map((product) => product.id),
    active,
  };
}

/**
 * A discount code's every field, for a new code or an existing one. The API validates (in Arabic, by field); the form
 * shows its messages under each input. A new code opens its own page once saved.
 */
export function CodeForm({
  code,
  brands,
  categories,
}: {
  code: AdminCode | null;
  brands: readonly Named[];
  categories: readonly Named[];
}) {
  const router = useRouter();
  const write = useDeskWrite();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, write.errors);
  // The values live in React Hook Form; the kind decides which fields show (`watch`), the pickers set theirs.
  const form = useForm<Draft>({ defaultValues: draftOf(code) });
  const { handleSubmit, watch, setValue } = form;
  const prefill = prefilled(form);
  const draft = watch();
  const dirty = { shouldDirty: true } as const;
  const error = (field: string) => write.errors[field]?.[0];

  const submit = handleSubmit(async (values) => {
    const body = bodyOf(values, code?.active ?? true);
    if (code) {
      await write.run(routes.adminCodesUpdate, { params: { id: code.id }, body });
      return;
    }
    const created = await write.run(routes.adminCodesCreate, { body });
    if (created) router.push(`/admin/codes/${created.data.id}`);
  });

  const input = (field: TypedField, label: string, props: { hint?: string } = {}) => (
    <Field id={`code-${field}`} label={label} hint={props.hint} error={error(field)}>
      <Input
        id={`code-${field}`}
        type="text"
        inputMode="numeric"
        {...prefill.text(field)}
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={describedBy(`code-${field}`, props.hint, error(field))}
      />
    </Field>
  );

  const day = (field: 'starts_on' | 'ends_on', label: string, hint: string) => (
    <DeskDateField
      id={`code-${field}`}
      label={label}
      hint={hint}
      error={error(field)}
      name={field}
      value={draft[field]}
      onChange={(chosen) => setValue(field, chosen, dirty)}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <section className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
        <h2 className="font-bold md:col-span-2">الكود والخصم</h2>
        <Field
          id="code-code"
          label="الكود"
          hint="كما يكتبه الزبون: حروف وأرقام بلا مسافات، ويُحفظ بالأحرف الكبيرة."
          error={error('code')}
        >
          <Input
            id="code-code"
            dir="ltr"
            {...prefill.text('code')}
            required
            autoComplete="off"
            aria-invalid={error('code') ? true : undefined}
            aria-describedby={describedBy('code-code', true, error('code'))}
            className="uppercase"
          />
        </Field>
        <Field id="code-kind" label="نوع الخصم" error={error('kind')}>
          <Select id="code-kind" {...prefill.text('kind')}>
            {(Object.keys(kindLabels) as Kind[]).map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </Select>
        </Field>
        {draft.kind === 'percentage' ? (
          <>
            {input('value', 'النسبة (%)', { hint: 'من 1 إلى 100' })}
            {input('max_discount', 'أقصى خصم (د.ع)', { hint: 'اتركه فارغاً بلا حد' })}
          </>
        ) : null}
        {draft.kind === 'fixed' ? input('value', 'المبلغ (د.ع)', { hint: 'بالدينار، عدد صحيح' }) : null}
        <Field
          id="code-description"
          label="الوصف"
          hint="يراه الزبون في صفحة أكوادي."
          error={error('description')}
          className="md:col-span-2"
        >
          <TextArea
            id="code-description"
            rows={2}
            {...prefill.text('description')}
            aria-describedby={describedBy('code-description', true, error('description'))}
          />
        </Field>
      </section>

      <section className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-2">
        <h2 className="font-bold md:col-span-2">الشروط والحدود</h2>
        {input('min_subtotal', 'أقل مبلغ للسلة (د.ع)', { hint: 'على مجموع السلة قبل الخصم؛ فارغ: بلا حد' })}
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" {...prefill.checkbox('first_order_only')} />
          للطلب الأول فقط
        </label>
        {day('starts_on', 'يبدأ يوم', 'من الساعة 12 ليلاً بتوقيت بغداد')}
        {day('ends_on', 'ينتهي يوم', 'يعمل حتى نهاية هذا اليوم بتوقيت بغداد')}
        {input('usage_limit', 'حد الاستخدام الكلي', { hint: 'فارغ: بلا حد' })}
        {input('per_customer_limit', 'حد الاستخدام لكل زبون', { hint: 'فارغ: بلا حد' })}
      </section>

      <section className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-3">
        <div className="md:col-span-3">
          <h2 className="font-bold">ما يشمله الخصم</h2>
          <p className="text-sm text-muted">
            بلا اختيار: كل السلة. مع اختيار: تُخصم فقط منتجات هذه الماركات أو الفئات أو المنتجات.
          </p>
        </div>
        <IdChecklist
          legend="الماركات"
          options={brands}
          selected={draft.brand_ids}
          onChange={(ids) => setValue('brand_ids', ids, dirty)}
          error={error('brand_ids')}
        />
        <IdChecklist
          legend="الفئات"
          options={categories}
          selected={draft.category_ids}
          onChange={(ids) => setValue('category_ids', ids, dirty)}
          error={error('category_ids')}
        />
        <ProductPicker
          legend="المنتجات"
          selected={draft.products}
          onChange={(products) => setValue('products', products, dirty)}
          error={error('product_ids')}
        />
      </section>

      <div className="flex flex-wrap gap-2">
        <button type="submit" className={deskButton.primary} disabled={write.busy}>
          {write.busy ? <Spinner /> : null}
          {code ? 'حفظ التغييرات' : 'إنشاء الكود'}
        </button>
      </div>
    </form>
  );
}
