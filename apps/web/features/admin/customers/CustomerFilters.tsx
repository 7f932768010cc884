import { type AdminCustomersQuery, shopperType } from '@wb/contract';
import { FilterBar } from '../table/FilterBar';
import { Field, Input, Select } from '../ui/form';
import { roleLabels } from '../ui/labels';

/** The customers list's filters: a search box ("/" jumps to it), the account type, and blocked or not. */
export function CustomerFilters({ action, query }: { action: string; query: Partial<AdminCustomersQuery> }) {
  return (
    <FilterBar action={action} sort={{ by: query.sort, direction: query.direction }} label="تصفية الزبائن">
      <Field id="customers-q" label="بحث" className="min-w-56 flex-1">
        <Input
          id="customers-q"
          type="search"
          name="q"
          defaultValue={query.q ?? ''}
          placeholder="الاسم أو رقم الهاتف"
          aria-keyshortcuts="/"
        />
      </Field>
      <Field id="customers-type" label="نوع الحساب">
        <Select id="customers-type" name="type" defaultValue={query.type ?? ''}>
          <option value="">الجميع</option>
          {shopperType.options.map((type) => (
            <option key={type} value={type}>
              {roleLabels[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="customers-blocked" label="الحالة">
        <Select
          id="customers-blocked"
          name="blocked"
          defaultValue={query.blocked === undefined ? '' : query.blocked ? 'true' : 'false'}
        >
          <option value="">الجميع</option>
          <option value="false">فعّال</option>
          <option value="true">موقوف</option>
        </Select>
      </Field>
    </FilterBar>
  );
}
