import { type AdminOrdersQuery, type City, orderStatus, roles } from '@wb/contract';
import { statusLabels } from '@/features/orders/order-model';
import { FilterBar } from '../table/FilterBar';
import { Field, Input, Select } from '../ui/form';
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
      <Field id="orders-q" label="بحث" className="min-w-56 flex-1">
        <Input
          id="orders-q"
          type="search"
          name="q"
          defaultValue={query.q ?? ''}
          placeholder="رقم الطلب أو الهاتف أو الاسم"
          aria-keyshortcuts="/"
        />
      </Field>
      <Field id="orders-status" label="الحالة">
        <Select id="orders-status" name="status" defaultValue={query.status ?? ''}>
          <option value="">كل الحالات</option>
          {orderStatus.options.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="orders-city" label="المحافظة">
        <Select id="orders-city" name="city_id" defaultValue={query.city_id ? String(query.city_id) : ''}>
          <option value="">كل المحافظات</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="orders-from" label="من يوم">
        <Input id="orders-from" type="date" name="from" defaultValue={query.from ?? ''} />
      </Field>
      <Field id="orders-to" label="إلى يوم">
        <Input id="orders-to" type="date" name="to" defaultValue={query.to ?? ''} />
      </Field>
      <Field id="orders-placed-by" label="صاحب الطلب">
        <Select id="orders-placed-by" name="placed_by" defaultValue={query.placed_by ?? ''}>
          <option value="">الجميع</option>
          {roles
            .filter((role) => role === 'customer' || role === 'influencer' || role === 'pharmacist')
            .map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
        </Select>
      </Field>
    </FilterBar>
  );
}
