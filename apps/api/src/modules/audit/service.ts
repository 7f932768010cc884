import { auditLog } from '@wb/db';
import type { CallerCtx } from '../../context';

export interface AuditEntry {
  /** `entity.verb`: `order.status`, … */
  action: string;
  entityType: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * The staff desk's audit log (issue 12): who did what to which record, and the record before and after. Written
 * through the caller's executor, so the entry commits or rolls back with the write it describes.
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
}
