import { type AdminProductsQuery, type CatalogueOptions, LOW_STOCK_THRESHOLD, productStatus } from '@wb/contract';
import { ChoiceFilter, FilterBar, SearchFilter } from '../table/FilterBar';
import { Field, Select } from '../ui/form';
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
      <SearchFilter id="products-q" value={query.q} placeholder="العنوان أو الرابط أو رمز SKU" />
      <ChoiceFilter
        id="products-status"
        label="الحالة"
        name="status"
        value={query.status}
        anyLabel="كل الحالات"
        choices={productStatus.options.map((status) => [status, productStatusLabels[status]])}
      />
      <ChoiceFilter
        id="products-brand"
        label="الماركة"
        name="brand_id"
        value={query.brand_id}
        anyLabel="كل الماركات"
        choices={options?.brands.map((brand) => [brand.id, brand.name]) ?? []}
      />
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
