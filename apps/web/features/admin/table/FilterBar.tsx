import Link from 'next/link';
import type { ReactNode } from 'react';
import { NavForm } from '@/features/shell/NavForm';
import { DeskDayFilterInput } from '../ui/DeskDateInput';
import { deskButton, Field, Input, Select } from '../ui/form';
import type { ListSort } from './list-query';

/**
 * A list's filters as one GET form: applying them writes the URL (page back to 1, the sort kept), so a filtered
 * list can be bookmarked or sent to a colleague. Enter in any field applies; "مسح" goes back to the whole list.
 * It works without script too (the form then submits normally).
 */
export function FilterBar({
  action,
  sort,
  children,
  label = 'تصفية القائمة',
}: {
  action: string;
  /** Kept across a filter change when the URL chose one. */
  sort?: Partial<ListSort>;
  children: ReactNode;
  label?: string;
}) {
  return (
    <NavForm
      action={action}
      role="search"
      aria-label={label}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-white p-3 print:hidden"
    >
      {children}
      {sort?.by ? <input type="hidden" name="sort" value={sort.by} /> : null}
      {sort?.direction ? <input type="hidden" name="direction" value={sort.direction} /> : null}
      <div className="flex gap-2">
        <button type="submit" className={deskButton.primary}>
          تطبيق
        </button>
        <Link href={action} prefetch={false} className={deskButton.secondary}>
          مسح
        </Link>
      </div>
    </NavForm>
  );
}

/** The list's search box, first in its bar; "/" jumps to it (TableKeys). */
export function SearchFilter({
  id,
  value,
  placeholder,
}: {
  id: string;
  value: string | undefined;
  placeholder: string;
}) {
  return (
    <Field id={id} label="بحث" className="min-w-56 flex-1">
      <Input
        id={id}
        type="search"
        name="q"
        defaultValue={value ?? ''}
        placeholder={placeholder}
        aria-keyshortcuts="/"
      />
    </Field>
  );
}

/** A filter by one of a few values; the empty first choice (`anyLabel`) is no filter. */
export function ChoiceFilter({
  id,
  label,
  name,
  value,
  anyLabel,
  choices,
}: {
  id: string;
  label: string;
  name: string;
  value: string | number | boolean | undefined;
  anyLabel: string;
  /** [value, what staff read] */
  choices: readonly (readonly [string | number, string])[];
}) {
  return (
    <Field id={id} label={label}>
      <Select id={id} name={name} defaultValue={value === undefined ? '' : String(value)}>
        <option value="">{anyLabel}</option>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** From and to Baghdad days, both inclusive (the API reads them as lib/baghdad-day.ts says), in the desk's date field. */
export function DayRangeFilter({
  idPrefix,
  from,
  to,
}: {
  idPrefix: string;
  from?: string | undefined;
  to?: string | undefined;
}) {
  return (
    <>
      {/* Keyed by the URL's day: «مسح» or a bookmark keeps the page mounted, and the fields must show the new URL. */}
      <Field id={`${idPrefix}-from`} label="من يوم">
        <DeskDayFilterInput key={from ?? ''} id={`${idPrefix}-from`} label="من يوم" name="from" initial={from ?? ''} />
      </Field>
      <Field id={`${idPrefix}-to`} label="إلى يوم">
        <DeskDayFilterInput key={to ?? ''} id={`${idPrefix}-to`} label="إلى يوم" name="to" initial={to ?? ''} />
      </Field>
    </>
  );
}
