import type { AuditQuery, StaffMember } from '@wb/contract';
import { ChoiceFilter, DayRangeFilter, FilterBar } from '../table/FilterBar';
import { Field, Input } from '../ui/form';
import { actionLabels, entityLabels } from './audit-model';

/** The audit log's filters: who, which record, which action, which Baghdad days. */
export function AuditFilters({
  action,
  query,
  staff,
}: {
  action: string;
  query: Partial<AuditQuery>;
  staff: readonly StaffMember[];
}) {
  return (
    <FilterBar action={action} label="تصفية السجل">
      <ChoiceFilter
        id="audit-actor"
        label="من"
        name="actor_id"
        value={query.actor_id}
        anyLabel="الجميع"
        choices={staff.map((member) => [member.id, member.name])}
      />
      <Field id="audit-action" label="العملية">
        <Input id="audit-action" name="action" list="audit-actions" dir="ltr" defaultValue={query.action ?? ''} />
        <datalist id="audit-actions">
          {Object.entries(actionLabels).map(([value, label]) => (
            <option key={value} value={value} label={label} />
          ))}
        </datalist>
      </Field>
      <Field id="audit-entity" label="نوع السجل">
        <Input
          id="audit-entity"
          name="entity_type"
          list="audit-entities"
          dir="ltr"
          defaultValue={query.entity_type ?? ''}
        />
        <datalist id="audit-entities">
          {Object.entries(entityLabels).map(([value, label]) => (
            <option key={value} value={value} label={label} />
          ))}
        </datalist>
      </Field>
      <Field id="audit-entity-id" label="رقم السجل">
        <Input id="audit-entity-id" name="entity_id" dir="ltr" className="w-28" defaultValue={query.entity_id ?? ''} />
      </Field>
      <DayRangeFilter idPrefix="audit" from={query.from} to={query.to} />
    </FilterBar>
  );
}
