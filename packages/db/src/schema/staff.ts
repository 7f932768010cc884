import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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

/** One rejected row of a catalogue import: its line in the file and why, in Arabic. */
export type ImportRejection = { line: number; handle: string | null; reason: string };

/**
 * A catalogue import (issue 12): a Shopify product CSV, checked (dry run) or applied by a job, with its progress and a
 * report of the rows it rejected. The file is kept with the import so the job that applies it needs nothing else.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** A dry run checks every row and reports what it would do; it writes nothing to the catalogue. */
    dryRun: boolean('dry_run').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    csv: text('csv').notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdProducts: integer('created_products').notNull().default(0),
    updatedProducts: integer('updated_products').notNull().default(0),
    rejected: jsonb('rejected').$type<ImportRejection[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('catalogue_imports_created_idx').on(t.createdAt)],
);
