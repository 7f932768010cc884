'use client';

import type { AdminProduct, CatalogueOptions, ProductStatus } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useRouter } from 'next/navigation';
import { useFieldArray, useForm } from 'react-hook-form';
import { prefilled } from '@/lib/prefilled-fields';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Field, Input, Select, Spinner, TextArea } from '../ui/form';
import { CategoryOptions } from './CategoryOptions';
import { productStatusLabels } from './labels';

type VariantRow = { sku: string; title: string; price: string; compare_at: string; stock: string };

type ProductValues = {
  title: string;
  title_en: string;
  product_type: string;
  description: string;
  status: ProductStatus;
  brand_id: string;
  category_id: string;
  collection_ids: string[];
  price: string;
  compare_at: string;
  handle: string;
  variants: VariantRow[];
};

/** A blank money field: absent when making a product, "no sale" (null) when changing one. */
const money = (value: string) => (value === '' ? undefined : value);

const valuesOf = (product: AdminProduct | undefined): ProductValues => ({
  title: product?.title ?? '',
  title_en: product?.title_en ?? '',
  product_type: product?.product_type ?? '',
  description: product?.description ?? '',
  status: product?.status ?? 'draft',
  brand_id: product ? String(product.brand.id) : '',
  category_id: product ? String(product.category.id) : '',
  collection_ids: product?.collections.map((collection) => String(collection.id)) ?? [],
  price: product ? String(product.price) : '',
  compare_at: product?.compare_at == null ? '' : String(product.compare_at),
  handle: '',
  variants: [{ sku: '', title: 'قطعة واحدة', price: '', compare_at: '', stock: '0' }],
});

/**
 * The product's own fields, for a new product (with its first variants) or an existing one (its price and
 * compare-at are its first variant's). Saving a new product opens its page. The form's values live in React Hook
 * Form (the variants as a field array); the browser's own checks (`required`) run first, the API's Arabic refusals
 * after.
 */
export function ProductForm({ product, options }: { product?: AdminProduct; options: CatalogueOptions }) {
  const router = useRouter();
  const write = useDeskWrite();
  const form = useForm<ProductValues>({ defaultValues: valuesOf(product) });
  const { control, handleSubmit } = form;
  const prefill = prefilled(form);
  const variants = useFieldArray({ control, name: 'variants' });

  const submit = handleSubmit(async (values) => {
    const fields = {
      title: values.title.trim(),
      title_en: values.title_en.trim(),
      product_type: values.product_type.trim(),
      description: values.description,
      status: values.status,
      brand_id: values.brand_id,
      category_id: values.category_id,
      collection_ids: values.collection_ids,
    };
    if (product) {
      const compare = values.compare_at.trim();
      await write.run(routes.adminProductsUpdate, {
        params: { id: product.id },
        body: { ...fields, price: values.price.trim(), compare_at: compare === '' ? null : compare },
      });
      return;
    }
    const made = await write.run(routes.adminProductsCreate, {
      body: {
        ...fields,
        handle: money(values.handle.trim()),
        variants: values.variants.map((variant) => ({
          ...variant,
          compare_at: money(variant.compare_at),
          stock: money(variant.stock),
        })),
      },
    });
    if (made) router.push(`/admin/products/${made.data.id}`);
  });

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-line bg-white p-4" aria-label="بيانات المنتج">
      <div className="grid gap-3 md:grid-cols-2">
        <Field id="p-title" label="العنوان">
          <Input id="p-title" {...prefill.text('title')} required maxLength={200} />
        </Field>
        <Field id="p-title-en" label="العنوان بالإنجليزية">
          <Input id="p-title-en" {...prefill.text('title_en')} dir="ltr" maxLength={200} />
        </Field>
        <Field id="p-brand" label="الماركة">
          <Select id="p-brand" {...prefill.text('brand_id')} required>
            <option value="" disabled>
              اختر الماركة
            </option>
            {options.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name} — {brand.name_en}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="p-category" label="الفئة">
          <Select id="p-category" {...prefill.text('category_id')} required>
            <option value="" disabled>
              اختر الفئة
            </option>
            <CategoryOptions categories={options.categories} departmentLabel={(name) => `${name} (عام)`} />
          </Select>
        </Field>
        <Field id="p-status" label="الحالة" hint="المسودة والمؤرشف لا يظهران في المتجر ولا في البحث.">
          <Select id="p-status" {...prefill.text('status')} aria-describedby="p-status-hint">
            {(Object.keys(productStatusLabels) as ProductStatus[]).map((status) => (
              <option key={status} value={status}>
                {productStatusLabels[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="p-type" label="نوع المنتج" hint="مثل: غسول، سيروم، شامبو (يدخل في البحث).">
          <Input id="p-type" {...prefill.text('product_type')} maxLength={100} aria-describedby="p-type-hint" />
        </Field>
        {product ? (
          <>
            <Field id="p-price" label="السعر (د.ع)" hint="سعر النوع الأول، الظاهر في بطاقة المنتج.">
              <Input
                id="p-price"
                {...prefill.text('price')}
                inputMode="numeric"
                required
                aria-describedby="p-price-hint"
              />
            </Field>
            <Field id="p-compare" label="السعر قبل الخصم (د.ع)" hint="اتركه فارغاً إن لم يكن هناك خصم.">
              <Input
                id="p-compare"
                {...prefill.text('compare_at')}
                inputMode="numeric"
                aria-describedby="p-compare-hint"
              />
            </Field>
          </>
        ) : (
          <Field id="p-handle" label="الرابط المختصر" hint="يُصنع من العنوان إن تركته فارغاً.">
            <Input
              id="p-handle"
              {...prefill.text('handle')}
              dir="ltr"
              maxLength={120}
              aria-describedby="p-handle-hint"
            />
          </Field>
        )}
      </div>
      <Field id="p-description" label="الوصف" hint="نص عادي؛ يظهر في المتجر بفقراته كما تكتبها.">
        <TextArea
          id="p-description"
          {...prefill.text('description')}
          rows={6}
          maxLength={20_000}
          aria-describedby="p-description-hint"
        />
      </Field>
      <fieldset>
        <legend className="mb-1 text-xs font-bold text-muted">المجموعات</legend>
        <div className="grid max-h-40 gap-1 overflow-y-auto rounded-lg border border-line p-2 sm:grid-cols-2 lg:grid-cols-3">
          {options.collections.map((collection) => (
            <label key={collection.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                {...prefill.checkboxOf('collection_ids', String(collection.id))}
                className="size-4"
              />
              {collection.title}
            </label>
          ))}
        </div>
      </fieldset>
      {product ? null : (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-xs font-bold text-muted">الأنواع (الحجم أو اللون)</legend>
          {variants.fields.map((row, index) => (
            <div key={row.id} className="grid gap-2 rounded-lg border border-line p-2 sm:grid-cols-5">
              {(
                [
                  ['sku', 'رمز SKU', 'ltr'],
                  ['title', 'اسم النوع', undefined],
                  ['price', 'السعر', 'ltr'],
                  ['compare_at', 'قبل الخصم', 'ltr'],
                  ['stock', 'الكمية', 'ltr'],
                ] as const
              ).map(([name, label, dir]) => (
                // A row added here has no first value to render: React Hook Form fills it in as it mounts.
                <Field key={name} id={`v-${row.id}-${name}`} label={`${label} ${index + 1}`}>
                  <Input
                    id={`v-${row.id}-${name}`}
                    dir={dir}
                    required={name !== 'compare_at'}
                    inputMode={name === 'sku' || name === 'title' ? undefined : 'numeric'}
                    {...prefill.text(`variants.${index}.${name}`)}
                  />
                </Field>
              ))}
            </div>
          ))}
          <button
            type="button"
            className={deskButton.secondary}
            onClick={() => variants.append({ sku: '', title: '', price: '', compare_at: '', stock: '0' })}
          >
            إضافة نوع آخر
          </button>
        </fieldset>
      )}
      <div className="flex justify-end">
        <button type="submit" className={deskButton.primary} disabled={write.busy} aria-busy={write.busy}>
          {write.busy ? <Spinner /> : null}
          {product ? 'حفظ التعديلات' : 'إضافة المنتج'}
        </button>
      </div>
    </form>
  );
}
