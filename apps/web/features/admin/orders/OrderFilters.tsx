import { type AdminOrdersQuery, type City, orderStatus, shopperType } from '@wb/contract';
import { statusLabels } from '@/features/orders/order-model';
import { ChoiceFilter, DayRangeFilter, FilterBar, SearchFilter } from '../table/FilterBar';
import { roleLabels } from '../ui/labels';

/** The orders list's filters: status, governorate, Baghdad days, who placed it, and a search box ("/" jumps to it). */
export function OrderFilters({
  action,
  query,
  cities,
}: {
  action: string;
  query: Partial<AdminOrdersQuery>;
  cities: readonly City[];
}) {
  return (
    <FilterBar action={action} sort={{ by: query.sort, direction: query.direction }} label="تصفية الطلبات">
      <SearchFilter id="orders-q" value={query.q} placeholder="رقم الطلب أو الهاتف أو الاسم" />
      <ChoiceFilter
        id="orders-status"
        label="الحالة"
        name="status"
        value={query.status}
        anyLabel="كل الحالات"
        choices={orderStatus.options.map((status) => [status, statusLabels[status]])}
      />
      <ChoiceFilter
        id="orders-city"
        label="المحافظة"
        name="city_id"
        value={query.city_id}
        anyLabel="كل المحافظات"
        choices={cities.map((city) => [city.id, city.name])}
      />
      <DayRangeFilter idPrefix="orders" from={query.from} to={query.to} />
      <ChoiceFilter
        id="orders-placed-by"
        label="صاحب الطلب"
        name="placed_by"
        value={query.placed_by}
        anyLabel="الجميع"
        choices={shopperType.options.map((role) => [role, roleLabels[role]])}
      />
    </FilterBar>
  );
}
