import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Answers to writes sent with an `Idempotency-Key`, per caller, for 24 hours: a repeat of the request (a double tap,
 * a retry after a lost answer) gets the stored answer instead of doing the write again. Written in the transaction of
 * the write itself, so an answer is stored exactly when its write committed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the route and its validated input: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The JSON answer as it was sent (text, so a replay is byte for byte the first answer). */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
