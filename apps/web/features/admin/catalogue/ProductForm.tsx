'use client';

import type { AdminProduct, CatalogueOptions, ProductStatus } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useDeskWrite } from '../api/use-desk-write';
import { deskButton, Field, Input, Select, Spinner, TextArea } from '../ui/form';
import { CategoryOptions } from './CategoryOptions';
import { productStatusLabels } from './labels';

type VariantRow = { key: number; sku: string; title: string; price: string; compare_at: string; stock: string };

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
/** A blank money field: absent when making a product, "no sale" (null) when changing one. */
const money = (value: string) => (value === '' ? undefined : value);

/**
 * The product's own fields, for a new product (with its first variants) or an existing one (its price and
 * compare-at are its first variant's). Saving a new product opens its page.
 */
export function ProductForm({ product, options }: { product?: AdminProduct; options: CatalogueOptions }) {
  const router = useRouter();
  const write = useDeskWrite();
  const [variants, setVariants] = useState<VariantRow[]>([
    { key: 0, sku: '', title: 'قطعة واحدة', price: '', compare_at: '', stock: '0' },
  ]);
  const chosen = new Set(product?.collections.map((collection) => collection.id) ?? []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = {
      title: text(data, 'title'),
      title_en: text(data, 'title_en'),
      product_type: text(data, 'product_type'),
      description: String(data.get('description') ?? ''),
      status: text(data, 'status') as AdminProduct['status'],
      brand_id: text(data, 'brand_id'),
      category_id: text(data, 'category_id'),
      collection_ids: data.getAll('collection_ids').map(String),
    };
    if (product) {
      const compare = text(data, 'compare_at');
      await write.run(routes.adminProductsUpdate, {
        params: { id: product.id },
        body: { ...fields, price: text(data, 'price'), compare_at: compare === '' ? null : compare },
      });
      return;
    }
    const made = await write.run(routes.adminProductsCreate, {
      body: {
        ...fields,
        handle: money(text(data, 'handle')),
        variants: variants.map(({ key: _key, ...variant }) => ({
          ...variant,
          compare_at: money(variant.compare_at),
          stock: money(variant.stock),
        })),
      },
    });
    if (made) router.push(`/admin/products/${made.data.id}`);
  }

  const setVariant = (key: number, change: Partial<VariantRow>) =>
    setVariants((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-line bg-white p-4" aria-label="بيانات المنتج">
      <div className="grid gap-3 md:grid-cols-2">
        <Field id="p-title" label="العنوان">
          <Input id="p-title" name="title" required maxLength={200} defaultValue={product?.title} />
        </Field>
        <Field id="p-title-en" label="العنوان بالإنجليزية">
          <Input id="p-title-en" name="title_en" dir="ltr" maxLength={200} defaultValue={product?.title_en} />
        </Field>
        <Field id="p-brand" label="الماركة">
          <Select id="p-brand" name="brand_id" required defaultValue={product?.brand.id ?? ''}>
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
          <Select id="p-category" name="category_id" required defaultValue={product?.category.id ?? ''}>
            <option value="" disabled>
              اختر الفئة
            </option>
            <CategoryOptions categories={options.categories} departmentLabel={(name) => `${name} (عام)`} />
          </Select>
        </Field>
        <Field id="p-status" label="الحالة" hint="المسودة والمؤرشف لا يظهران في المتجر ولا في البحث.">
          <Select
            id="p-status"
            name="status"
            defaultValue={product?.status ?? 'draft'}
            aria-describedby="p-status-hint"
          >
            {(Object.keys(productStatusLabels) as ProductStatus[]).map((status) => (
              <option key={status} value={status}>
                {productStatusLabels[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="p-type" label="نوع المنتج" hint="مثل: غسول، سيروم، شامبو (يدخل في البحث).">
          <Input
            id="p-type"
            name="product_type"
            maxLength={100}
            defaultValue={product?.product_type}
            aria-describedby="p-type-hint"
          />
        </Field>
        {product ? (
          <>
            <Field id="p-price" label="السعر (د.ع)" hint="سعر النوع الأول، الظاهر في بطاقة المنتج.">
              <Input
                id="p-price"
                name="price"
                inputMode="numeric"
                required
                defaultValue={product.price}
                aria-describedby="p-price-hint"
              />
            </Field>
            <Field id="p-compare" label="السعر قبل الخصم (د.ع)" hint="اتركه فارغاً إن لم يكن هناك خصم.">
              <Input
                id="p-compare"
                name="compare_at"
                inputMode="numeric"
                defaultValue={product.compare_at ?? ''}
                aria-describedby="p-compare-hint"
              />
            </Field>
          </>
        ) : (
          <Field id="p-handle" label="الرابط المختصر" hint="يُصنع من العنوان إن تركته فارغاً.">
            <Input id="p-handle" name="handle" dir="ltr" maxLength={120} aria-describedby="p-handle-hint" />
          </Field>
        )}
      </div>
      <Field id="p-description" label="الوصف" hint="نص عادي؛ يظهر في المتجر بفقراته كما تكتبها.">
        <TextArea
          id="p-description"
          name="description"
          rows={6}
          maxLength={20_000}
          defaultValue={product?.description}
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
                name="collection_ids"
                value={collection.id}
                defaultChecked={chosen.has(collection.id)}
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
          {variants.map((row, index) => (
            <div key={row.key} className="grid gap-2 rounded-lg border border-line p-2 sm:grid-cols-5">
              {(
                [
                  ['sku', 'رمز SKU', 'ltr'],
                  ['title', 'اسم النوع', undefined],
                  ['price', 'السعر', 'ltr'],
                  ['compare_at', 'قبل الخصم', 'ltr'],
                  ['stock', 'الكمية', 'ltr'],
                ] as const
              ).map(([name, label, dir]) => (
                <Field key={name} id={`v-${row.key}-${name}`} label={`${label} ${index + 1}`}>
                  <Input
                    id={`v-${row.key}-${name}`}
                    dir={dir}
                    required={name !== 'compare_at'}
                    inputMode={name === 'sku' || name === 'title' ? undefined : 'numeric'}
                    value={row[name]}
                    onChange={(event) => setVariant(row.key, { [name]: event.target.value })}
                  />
                </Field>
              ))}
            </div>
          ))}
          <button
            type="button"
            className={deskButton.secondary}
            onClick={() =>
              setVariants((rows) => [
                ...rows,
                { key: Date.now(), sku: '', title: '', price: '', compare_at: '', stock: '0' },
              ])
            }
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
