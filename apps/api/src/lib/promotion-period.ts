import { addDays, baghdadDay, baghdadDayStart } from './baghdad-day';

/**
 * A promotion's period (a discount code, a gift program) as the desk sets it: Baghdad days, inclusive, stored as the
 * instants checkout compares with — from 00:00 on the first day to 24:00 on the last (exclusive).
 */
export function periodOf(days: { starts_on?: string | undefined; ends_on?: string | undefined }) {
  return {
    startsAt: days.starts_on ? baghdadDayStart(days.starts_on) : null,
    endsAt: days.ends_on ? baghdadDayStart(addDays(days.ends_on, 1)) : null,
  };
}

/** The other way, as the desk shows a period: its Baghdad days (the last one inclusive), and the instants themselves. */
export function daysOf(period: { startsAt: Date | null; endsAt: Date | null }) {
  return {
    starts_on: period.startsAt ? baghdadDay(period.startsAt) : null,
    ends_on: period.endsAt ? baghdadDay(new Date(period.endsAt.getTime() - 1)) : null,
    starts_at: period.startsAt?.toISOString() ?? null,
    ends_at: period.endsAt?.toISOString() ?? null,
  };
}
