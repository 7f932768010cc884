import type { AuditEntryView, AuditQuery } from '@wb/contract';
import { auditLog, type DbRow, rowsOf, type users } from '@wb/db';
import { type SQL, sql } from 'drizzle-orm';
import type { CallerCtx, Ctx } from '../../context';
import { allOf, countedList, withinBaghdadDays } from '../../lib/desk-lists';

export interface AuditEntry {
  /** `entity.verb`: `order.status`, `customer.block`, `wallet.adjust`, `user.role` … */
  action: string;
  entityType: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/** An entry (`a.*`) with its actor's name and number: null when the account is gone. */
type AuditRow = DbRow<typeof auditLog> & {
  actor_name: DbRow<typeof users>['name'] | null;
  actor_mobile: DbRow<typeof users>['mobile'];
};

/**
 * The staff desk's audit log (issue 12): who did what to which record, and the record before and after. Written
 * through the caller's executor, so the entry commits or rolls back with the write it describes; read by admins.
 */
export class AuditLog {
  async record(ctx: CallerCtx, entry: AuditEntry): Promise<void> {
    await ctx.db.insert(auditLog).values({
      actorId: ctx.caller.id,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: ctx.now(),
    });
  }

  /** Entries, newest first, filtered by who, which record, what and when (Baghdad days); the count capped. */
  async list(ctx: Ctx, query: AuditQuery) {
    const where: SQL[] = [];
    if (query.actor_id) where.push(sql`a.actor_id = ${query.actor_id}`);
    if (query.entity_type) where.push(sql`a.entity_type = ${query.entity_type}`);
    if (query.entity_id) where.push(sql`a.entity_id = ${query.entity_id}`);
    if (query.action) where.push(sql`a.action = ${query.action}`);
    where.push(...withinBaghdadDays(sql`a.created_at`, query));
    const list = { table: 'audit_log', alias: 'a', where: allOf(where), searching: false } as const;
    const order = sql`order by a.created_at desc, a.id desc`;
    const { picked, meta } = await countedList(ctx.db, list, order, query.page, query.limit);
    const rows = await rowsOf<AuditRow>(
      ctx.db,
      sql`select a.*, u.name as actor_name, u.mobile as actor_mobile
        from ${picked} picked join audit_log a on a.id = picked.id
          left join users u on u.id = a.actor_id and u.deleted_at is null
        ${order}`,
    );
    const data: AuditEntryView[] = rows.map((row) => ({
      id: row.id,
      actor:
        row.actor_id === null || row.actor_name === null
          ? null
          : { id: row.actor_id, name: row.actor_name, mobile: row.actor_mobile },
      action: row.action,
      entity_type: row.entity_type,
      entity_id: row.entity_id,
      before: row.before,
      after: row.after,
      created_at: new Date(row.created_at).toISOString(),
    }));
    return { data, ...meta };
  }
}
