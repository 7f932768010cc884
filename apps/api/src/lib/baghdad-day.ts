/**
 * Days as the shop counts them: Baghdad days. Iraq keeps UTC+3 all year (no summer time since 2008), so a fixed
 * offset is exact and needs no time zone data from the database or the machine.
 */
export const BAGHDAD_OFFSET_MS = 3 * 60 * 60 * 1000;
export const DAY_MS = 86_400_000;

/** The instant `day` (YYYY-MM-DD) begins in Baghdad: `2026-05-01` → 2026-04-30T21:00:00Z. */
export function baghdadDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BAGHDAD_OFFSET_MS);
}

/** The Baghdad day an instant falls on: 2026-04-30T21:30:00Z → `2026-05-01`. */
export function baghdadDay(instant: Date): string {
  return new Date(instant.getTime() + BAGHDAD_OFFSET_MS).toISOString().slice(0, 10);
}

/** `day` moved by whole days: `addDays('2026-03-01', -1)` → `2026-02-28`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
