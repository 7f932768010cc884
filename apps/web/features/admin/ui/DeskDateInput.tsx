'use client';

import { useState } from 'react';
import { MONTHS } from '@/lib/format';
import { type DayParts, daysInMonth, joinDay, splitDay, yearChoices } from './desk-day';
import { describedBy, Field, Select } from './form';

/**
 * The desk's one date field (issue 24): a day, a month by its Iraqi name and a year, each a select. Chromium's own
 * date input draws the computer's locale ("mm/dd/yyyy" on most office machines) and cannot be told to speak Arabic;
 * three selects read the same on every machine and cannot be typed wrong. The value is the Baghdad day the API takes
 * (`2026-11-25`), or '' while nothing (or only a part) is chosen; a part left out is said under the field.
 *
 * Controlled (`value`, `onChange`) for the forms; with `name` it also carries the value in a hidden input, for the
 * lists' GET filter forms.
 */
export function DeskDateInput({
  id,
  label,
  value,
  onChange,
  name,
  invalid,
  describedBy,
}: {
  /** The day's select takes it, so the field's label points at the first part. */
  id: string;
  /** The field's label, repeated on each part for screen readers ("يبدأ يوم: الشهر"). */
  label: string;
  value: string;
  onChange: (day: string) => void;
  name?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const [parts, setParts] = useState<DayParts>(() => splitDay(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // A value set from outside (the form reset, a saved value loaded) replaces what the selects hold.
    setSeen(value);
    if (value !== joinDay(parts)) setParts(splitDay(value));
  }

  const change = (part: keyof DayParts, chosen: string) => {
    const next = { ...parts, [part]: chosen };
    const longest = daysInMonth(next.month, next.year);
    if (next.day && Number(next.day) > longest) next.day = String(longest);
    setParts(next);
    const day = joinDay(next);
    setSeen(day);
    if (day !== value) onChange(day);
  };

  const partial = !joinDay(parts) && Boolean(parts.day || parts.month || parts.year);
  const partialId = `${id}-partial`;
  const described = [describedBy, partial ? partialId : null].filter(Boolean).join(' ') || undefined;
  const common = { 'aria-invalid': invalid || partial ? true : undefined, 'aria-describedby': described };
  return (
    <div>
      {/* Day, month, year from the right, as Arabic writes a date ("25 تشرين الثاني 2026"). */}
      <fieldset aria-label={label} className="grid min-w-0 grid-cols-[4.5rem_minmax(8.5rem,1fr)_5.5rem] gap-1.5">
        <Select
          id={id}
          aria-label={`${label}: اليوم`}
          value={parts.day}
          onChange={(event) => change('day', event.target.value)}
          {...common}
        >
          <option value="">اليوم</option>
          {Array.from({ length: daysInMonth(parts.month, parts.year) }, (_, i) => String(i + 1)).map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </Select>
        <Select
          aria-label={`${label}: الشهر`}
          value={parts.month}
          onChange={(event) => change('month', event.target.value)}
          {...common}
        >
          <option value="">الشهر</option>
          {MONTHS.map((month, i) => (
            <option key={month} value={String(i + 1)}>
              {month} ({i + 1})
            </option>
          ))}
        </Select>
        <Select
          aria-label={`${label}: السنة`}
          value={parts.year}
          onChange={(event) => change('year', event.target.value)}
          {...common}
        >
          <option value="">السنة</option>
          {yearChoices(parts.year).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
      </fieldset>
      {partial ? (
        <p id={partialId} className="mt-1 text-xs font-medium text-red-700">
          أكمل اليوم والشهر والسنة، أو اترك الثلاثة فارغة.
        </p>
      ) : null}
      {name ? <input type="hidden" id={`${id}-value`} name={name} value={joinDay(parts)} /> : null}
    </div>
  );
}

/** A list filter's day (`from`, `to`): the field keeps its own state and sends the day with the filter form. */
export function DeskDayFilterInput({
  id,
  label,
  name,
  initial,
}: {
  id: string;
  label: string;
  name: string;
  initial: string;
}) {
  const [day, setDay] = useState(initial);
  return <DeskDateInput id={id} label={label} name={name} value={day} onChange={setDay} />;
}

/** A form's date with its label, hint and the API's error under it (a code's days, a campaign's dates). */
export function DeskDateField({
  id,
  label,
  hint,
  error,
  name,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  name: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <DeskDateInput
        id={id}
        label={label}
        name={name}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={describedBy(id, hint, error)}
      />
    </Field>
  );
}
