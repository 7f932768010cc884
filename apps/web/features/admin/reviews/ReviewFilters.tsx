import type { AdminRequestsQuery, AdminReviewsQuery } from '@wb/contract';
import { productRequestStatus, productRequestStatusLabels } from '@wb/contract';
import { ChoiceFilter, FilterBar, SearchFilter } from '../table/FilterBar';

/** The reviews list's filters: the product (its number or a part of its title), and hidden or visible. */
export function ReviewFilters({ action, query }: { action: string; query: Partial<AdminReviewsQuery> }) {
  return (
    <FilterBar action={action} label="تصفية التقييمات">
      <SearchFilter id="reviews-q" value={query.q} placeholder="رقم المنتج أو جزء من اسمه" />
      <ChoiceFilter
        id="reviews-hidden"
        label="الظهور"
        name="hidden"
        value={query.hidden}
        anyLabel="الكل"
        choices={[
          ['false', 'ظاهر'],
          ['true', 'مخفي'],
        ]}
      />
    </FilterBar>
  );
}

/** The request queue's filter: its status. */
export function RequestFilters({ action, query }: { action: string; query: Partial<AdminRequestsQuery> }) {
  return (
    <FilterBar action={action} label="تصفية الطلبات">
      <ChoiceFilter
        id="requests-status"
        label="الحالة"
        name="status"
        value={query.status}
        anyLabel="الكل"
        choices={productRequestStatus.options.map((status) => [status, productRequestStatusLabels[status]])}
      />
    </FilterBar>
  );
}
