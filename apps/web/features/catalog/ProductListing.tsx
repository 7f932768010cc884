import type { catalog, RouteResponse, SearchFacets } from '@wb/contract';
import Link from 'next/link';
import { FilterIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/layout';
import { Pagination } from '@/components/ui/Pagination';
import { ProductGrid } from '@/features/catalog/ProductCard';
import { NavForm } from '@/features/shell/NavForm';
import type { ItemList } from '@/lib/analytics';
import { formatCount, formatIqd } from '@/lib/format';
import { withParams } from '@/lib/search-params';
import { AutoSubmitSelect } from './AutoSubmitSelect';
import {
  availabilityOptions,
  hasFilters,
  type ListingState,
  listingParams,
  type SortValue,
  sortOptions,
} from './listing';

type FilterResult = RouteResponse<typeof catalog.searchFilterRoute>;

/**
 * A filtered, sorted, paged product list whose whole state is in the URL. The filter panel is a plain GET form
 * (next/form: client navigation with script, a normal submit without), collapsible on phones, a sidebar on wide
 * screens.
 */
export function ProductListing({
  basePath,
  state,
  result,
  defaultSort,
  categoryNames = {},
  list,
}: {
  basePath: string;
  state: ListingState;
  result: FilterResult;
  defaultSort: SortValue;
  /** Names of every category (top-level ones are not in the facets), for the chips of chosen filters. */
  categoryNames?: Record<number, string>;
  /** Which list this is for the analytics events. */
  list: ItemList;
}) {
  const params = listingParams(state, defaultSort);
  const filtered = hasFilters(state);
  return (
    <div className="lg:grid lg:grid-cols-[16rem_1fr] lg:items-start lg:gap-6">
      {/* One filter form for every screen (rendering it twice doubled the page's markup): folded on phones, a
          sidebar on wide screens where the browser can unfold a <details> with CSS (globals.css, .filter-panel). */}
      <details className="filter-panel mb-4 lg:sticky lg:top-32 lg:mb-0" aria-label="تصفية المنتجات">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full bg-white px-4 text-sm font-medium text-ink ring-1 ring-line [&::-webkit-details-marker]:hidden">
          <FilterIcon size={18} /> تصفية وترتيب
          {filtered ? <span className="size-2 rounded-full bg-brand-600" /> : null}
          <span className="ms-auto text-xs font-normal text-muted">{formatCount(result.total)} منتج</span>
        </summary>
        <div className="mt-2 rounded-card bg-white p-4 ring-1 ring-line lg:mt-0">
          <FilterForm basePath={basePath} state={state} facets={result.facets} defaultSort={defaultSort} />
        </div>
      </details>
      <div>
        <p className="mb-4 hidden text-sm text-muted lg:block">{formatCount(result.total)} منتج</p>
        {filtered ? (
          <ActiveFilters
            basePath={basePath}
            state={state}
            facets={result.facets}
            defaultSort={defaultSort}
            categoryNames={categoryNames}
          />
        ) : null}
        {result.data.length === 0 ? (
          <EmptyState title="لا توجد منتجات تطابق اختيارك">
            <Link prefetch={false} href={basePath} className="font-medium text-brand-700 underline">
              مسح عوامل التصفية
            </Link>
          </EmptyState>
        ) : (
          <ProductGrid products={result.data} priorityCount={2} list={list} />
        )}
        <Pagination
          page={result.page}
          totalPages={result.total_pages}
          hrefFor={(page) => withParams(basePath, params, { page: page > 1 ? String(page) : undefined })}
        />
      </div>
    </div>
  );
}

function FilterForm({
  basePath,
  state,
  facets,
  defaultSort,
}: {
  basePath: string;
  state: ListingState;
  facets: SearchFacets;
  defaultSort: SortValue;
}) {
  // The brands of the result (most products first), plus any chosen brand the facets no longer list.
  const brands = facets.brands.slice(0, 20);
  const categories = facets.categories.slice(0, 20);
  const fieldset = 'border-t border-line pt-4';
  const legend = 'mb-2 text-sm font-bold text-ink';
  // A floated legend is laid out as content, not set into the fieldset's top border.
  const fieldLegend = `${legend} float-start w-full`;
  const option = 'flex min-h-10 cursor-pointer items-center gap-2 text-sm text-ink';
  return (
    <NavForm action={basePath} className="space-y-4">
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      <div>
        <label htmlFor="filters-sort" className={legend}>
          الترتيب
        </label>
        <AutoSubmitSelect
          id="filters-sort"
          name="sort"
          defaultValue={state.sort}
          className="mt-2 h-11 w-full rounded-xl border border-line bg-white px-3 text-sm"
        >
          {sortOptions
            .filter((item) => item.value !== 'relevance' || state.q)
            .map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
                {item.value === defaultSort ? ' (افتراضي)' : ''}
              </option>
            ))}
        </AutoSubmitSelect>
      </div>

      <CheckboxFacet
        legend="القسم"
        name="category"
        items={categories}
        chosen={state.categories}
        classes={{ fieldset, legend: fieldLegend, option }}
      />

      <CheckboxFacet
        legend="الماركة"
        name="brand"
        items={brands}
        chosen={state.brands}
        classes={{ fieldset, legend: fieldLegend, option }}
      />

      <fieldset className={fieldset}>
        <legend className={fieldLegend}>السعر (د.ع)</legend>
        <div className="clear-both flex items-center gap-2">
          <label className="flex-1 text-xs text-muted">
            من
            <input
              name="min"
              inputMode="numeric"
              pattern="[0-9٠-٩,]*"
              defaultValue={state.min ?? ''}
              placeholder={formatIqd(facets.price.min)}
              className="mt-1 h-11 w-full rounded-xl border border-line px-3 text-sm text-ink"
            />
          </label>
          <label className="flex-1 text-xs text-muted">
            إلى
            <input
              name="max"
              inputMode="numeric"
              pattern="[0-9٠-٩,]*"
              defaultValue={state.max ?? ''}
              placeholder={formatIqd(facets.price.max)}
              className="mt-1 h-11 w-full rounded-xl border border-line px-3 text-sm text-ink"
            />
          </label>
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={fieldLegend}>التوفر</legend>
        <div className="clear-both flex flex-wrap gap-x-4">
          {availabilityOptions.map((item) => (
            <label key={item.value} className={option}>
              <input
                type="radio"
                name="availability"
                value={item.value === 'all' ? '' : item.value}
                defaultChecked={state.availability === item.value}
                className="size-5 accent-brand-600"
              />
              {item.label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex gap-2 border-t border-line pt-4">
        <button
          type="submit"
          className="min-h-11 flex-1 rounded-full bg-brand-600 px-5 text-sm font-medium text-white hover:bg-brand-700"
        >
          تطبيق
        </button>
        <Link
          prefetch={false}
          href={basePath}
          className="grid min-h-11 place-items-center rounded-full border border-line px-5 text-sm text-ink hover:bg-brand-50"
        >
          مسح
        </Link>
      </div>
    </NavForm>
  );
}

/** The chosen filters as chips; each chip's link removes that one filter. */
function ActiveFilters({
  basePath,
  state,
  facets,
  defaultSort,
  categoryNames,
}: {
  basePath: string;
  state: ListingState;
  facets: SearchFacets;
  defaultSort: SortValue;
  categoryNames: Record<number, string>;
}) {
  const params = listingParams({ ...state, page: 1 }, defaultSort);
  const chips: Array<{ key: string; label: string; href: string }> = [];
  for (const id of state.categories) {
    const name = categoryNames[id] ?? facets.categories.find((category) => category.id === id)?.name ?? `قسم ${id}`;
    const rest = state.categories.filter((other) => other !== id).map(String);
    chips.push({ key: `c${id}`, label: name, href: withParams(basePath, params, { category: rest }) });
  }
  for (const id of state.brands) {
    const name = facets.brands.find((brand) => brand.id === id)?.name ?? `ماركة ${id}`;
    const rest = state.brands.filter((other) => other !== id).map(String);
    chips.push({ key: `b${id}`, label: name, href: withParams(basePath, params, { brand: rest }) });
  }
  if (state.min !== undefined || state.max !== undefined) {
    const label =
      state.min !== undefined && state.max !== undefined
        ? `${formatIqd(state.min)} – ${formatIqd(state.max)}`
        : state.min !== undefined
          ? `من ${formatIqd(state.min)}`
          : `حتى ${formatIqd(state.max ?? 0)}`;
    chips.push({ key: 'price', label, href: withParams(basePath, params, { min: undefined, max: undefined }) });
  }
  if (state.availability !== 'all') {
    const label = availabilityOptions.find((item) => item.value === state.availability)?.label ?? '';
    chips.push({ key: 'av', label, href: withParams(basePath, params, { availability: undefined }) });
  }
  if (state.q) chips.push({ key: 'q', label: `«${state.q}»`, href: withParams(basePath, params, { q: undefined }) });
  return (
    <ul className="mb-4 flex flex-wrap gap-2" aria-label="عوامل التصفية المختارة">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            prefetch={false}
            href={chip.href}
            className="flex min-h-9 items-center gap-1.5 rounded-full bg-brand-50 px-3 text-xs font-medium text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
          >
            {chip.label}
            <span aria-hidden="true">×</span>
            <span className="sr-only">إزالة</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * One multi-choice filter (categories, brands) with its counts. Chosen values the facets no longer list stay in
 * the form as hidden fields, so changing another filter does not silently drop them.
 */
function CheckboxFacet({
  legend,
  name,
  items,
  chosen,
  classes,
}: {
  legend: string;
  name: string;
  items: ReadonlyArray<{ id: number; name: string; count: number }>;
  chosen: readonly number[];
  classes: { fieldset: string; legend: string; option: string };
}) {
  if (items.length === 0) return null;
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <div className="clear-both max-h-64 overflow-y-auto pe-1">
        {items.map((item) => (
          <label key={item.id} className={classes.option}>
            <input
              type="checkbox"
              name={name}
              value={item.id}
              defaultChecked={chosen.includes(item.id)}
              className="size-5 accent-brand-600"
            />
            <span className="flex-1">{item.name}</span>
            <span className="text-xs text-muted">{formatCount(item.count)}</span>
          </label>
        ))}
      </div>
      {chosen
        .filter((id) => !items.some((item) => item.id === id))
        .map((id) => (
          <input key={id} type="hidden" name={name} value={id} />
        ))}
    </fieldset>
  );
}
