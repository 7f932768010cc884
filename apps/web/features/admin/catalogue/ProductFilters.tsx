import { type AdminProductsQuery, type CatalogueOptions, LOW_STOCK_THRESHOLD, productStatus } from '@wb/contract';
import { FilterBar } from '../table/FilterBar';
import { Field, Input, Select } from '../ui/form';
import { CategoryOptions } from './CategoryOptions';
import { productStatusLabels } from './labels';

/** The products list's filters: a search box ("/" jumps to it), status, brand, category, low stock. */
export function ProductFilters({
  action,
  query,
  options,
}: {
  action: string;
  query: Partial<AdminProductsQuery>;
  options: CatalogueOptions | null;
}) {
  return (
    <FilterBar action={action} sort={{ by: query.sort, direction: query.direction }} label="تصفية المنتجات">
      <Field id="products-q" label="بحث" className="min-w-56 flex-1">
        <Input
          id="products-q"
          type="search"
          name="q"
          defaultValue={query.q ?? ''}
          placeholder="العنوان أو الرابط أو رمز SKU"
          aria-keyshortcuts="/"
        />
      </Field>
      <Field id="products-status" label="الحالة">
        <Select id="products-status" name="status" defaultValue={query.status ?? ''}>
          <option value="">كل الحالات</option>
          {productStatus.options.map((status) => (
            <option key={status} value={status}>
              {productStatusLabels[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="products-brand" label="الماركة">
        <Select id="products-brand" name="brand_id" defaultValue={query.brand_id ? String(query.brand_id) : ''}>
          <option value="">كل الماركات</option>
          {options?.brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="products-category" label="الفئة">
        <Select
          id="products-category"
          name="category_id"
          defaultValue={query.category_id ? String(query.category_id) : ''}
        >
          <option value="">كل الفئات</option>
          <CategoryOptions categories={options?.categories ?? []} departmentLabel={(name) => `كل ${name}`} />
        </Select>
      </Field>
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="low_stock"
          value="1"
          defaultChecked={query.low_stock === true}
          className="size-4"
        />
        مخزون منخفض ({LOW_STOCK_THRESHOLD} أو أقل)
      </label>
    </FilterBar>
  );
}
