/**
 * The desk's date field's arithmetic (DeskDateInput): a Baghdad day as the API takes it (`2026-11-25`) and its parts
 * as the three selects hold them ('25', '11', '2026'; '' for a part not chosen). No Date objects: a day is a calendar
 * day, and the machine's time zone must not move it.
 */
export interface DayParts {
  day: string;
  month: string;
  year: string;
}

const NONE: DayParts = { day: '', month: '', year: '' };

/** `2026-03-05` → { day: '5', month: '3', year: '2026' }; anything else is nothing chosen. */
export function splitDay(value: string): DayParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return NONE;
  const [, year = '', month = '', day = ''] = match;
  return { day: String(Number(day)), month: String(Number(month)), year };
}

/** The day the parts make, or '' while a part is missing. */
export function joinDay({ day, month, year }: DayParts): string {
  if (!day || !month || !year) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Days in a month (29 for February of a year not chosen yet, 31 for a month not chosen yet). */
export function daysInMonth(month: string, year: string): number {
  if (!month) return 31;
  const m = Number(month);
  if (m === 2) {
    if (!year) return 29;
    const y = Number(year);
    return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

const BAGHDAD_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * The years offered: five back (a list filtered over past orders) to two ahead (a code or a campaign planned), in
 * Baghdad's year, and a saved year outside them kept so it still shows.
 */
export function yearChoices(chosen: string, now = Date.now()): string[] {
  const thisYear = new Date(now + BAGHDAD_OFFSET_MS).getUTCFullYear();
  const years = Array.from({ length: 8 }, (_, i) => String(thisYear - 5 + i));
  if (chosen && !years.includes(chosen)) years.push(chosen);
  return years.sort();
}
