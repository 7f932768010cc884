import { type AdminCustomersQuery, shopperType } from '@wb/contract';
import { ChoiceFilter, FilterBar, SearchFilter } from '../table/FilterBar';
import { roleLabels } from '../ui/labels';

/** The customers list's filters: a search box ("/" jumps to it), the account type, and blocked or not. */
export function CustomerFilters({ action, query }: { action: string; query: Partial<AdminCustomersQuery> }) {
  return (
    <FilterBar action={action} sort={{ by: query.sort, direction: query.direction }} label="تصفية الزبائن">
      <SearchFilter id="customers-q" value={query.q} placeholder="الاسم أو رقم الهاتف" />
      <ChoiceFilter
        id="customers-type"
        label="نوع الحساب"
        name="type"
        value={query.type}
        anyLabel="الجميع"
        choices={shopperType.options.map((type) => [type, roleLabels[type]])}
      />
      <ChoiceFilter
        id="customers-blocked"
        label="الحالة"
        name="blocked"
        value={query.blocked}
        anyLabel="الجميع"
        choices={[
          ['false', 'فعّال'],
          ['true', 'موقوف'],
        ]}
      />
    </FilterBar>
  );
}
