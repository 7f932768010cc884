import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The staff desk's audit log (issue 12): every staff write — who, what, on which record, the record before and after
 * — written in the same transaction as the write itself, so a write and its entry commit or roll back together.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The staff member or admin who did it (kept if the account is later deleted: the log is the shop's books). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, as `entity.verb`: `order.status`, … */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
