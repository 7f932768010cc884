import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A moment in time, as every table keeps one: timestamptz (UTC on the wire, ISO strings in answers). Generic in its
 * name so the column keeps its literal database name, which raw rows (`RawRow`) are keyed by.
 */
export const at = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });
