import { timestamp } from 'drizzle-orm/pg-core';

/** A moment in time, as every table keeps one: timestamptz (UTC on the wire, ISO strings in answers). */
export const at = (name: string) => timestamp(name, { withTimezone: true });
