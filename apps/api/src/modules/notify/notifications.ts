import type { Notification, NotificationPage, NotificationPreferences } from '@wb/contract';
import { type Executor, notificationPreferences, notifications, type RawRow, rowsOf } from '@wb/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CallerCtx } from '../../context';
import { ApiError } from '../../lib/errors';

export interface NewNotice {
  userId: number;
  kind: Notification['kind'];
  title: string;
  body: string;
  link: string | null;
  /** The event it tells of (`order:12:shipped`): the same event written twice is one notice. */
  dedupeKey: string;
}

type NoticeRow = RawRow<typeof notifications, 'id' | 'kind' | 'title' | 'body' | 'link' | 'read_at' | 'created_at'>;

const iso = (value: Date | string) => new Date(value).toISOString();
const toWire = (row: NoticeRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read_at: row.read_at ? iso(row.read_at) : null,
  created_at: iso(row.created_at),
});

const COLUMNS = sql`id, kind, title, body, link, read_at, created_at`;
/** The same columns for the query builder. */
const noticeColumns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  read_at: notifications.readAt,
  created_at: notifications.createdAt,
};

/**
 * What the store tells a person (issue 13): written by the flows and jobs of the events (an order's move, a
 * restock), read newest first on /profile/notification, unread until read. Channel choices live beside them.
 */
export class NotificationService {
  /**
   * Writes a notice on `executor` (the event's own transaction); an event already noticed writes nothing, and a
   * deleted account (its orders stay, and staff may still move them) is told nothing: its notices were erased with it.
   */
  async write(executor: Executor, notice: NewNotice): Promise<void> {
    await rowsOf(
      executor,
      sql`insert into notifications (user_id, kind, title, body, link, dedupe_key)
        select id, ${notice.kind}, ${notice.title}, ${notice.body}, ${notice.link}, ${notice.dedupeKey}
        from users where id = ${notice.userId} and deleted_at is null
        on conflict (user_id, dedupe_key) do nothing`,
    );
  }

  /** A page of the caller's notices, newest first, with the unread count of all of them, from one snapshot. */
  async page(ctx: CallerCtx, page: number, limit: number): Promise<NotificationPage> {
    const me = ctx.caller.id;
    const rows = await rowsOf<NoticeRow & { total: number; unread: number }>(
      ctx.db,
      sql`select ${COLUMNS}, count(*) over ()::int as total,
          (select count(*)::int from notifications u where u.user_id = ${me} and u.read_at is null) as unread
        from notifications where user_id = ${me}
        order by created_at desc, id desc limit ${limit} offset ${(page - 1) * limit}`,
    );
    const total = rows[0]?.total ?? (page > 1 ? await this.count(ctx) : 0);
    const unread = rows[0]?.unread ?? (await this.unread(ctx));
    return { data: rows.map(toWire), unread, page, limit, total, total_pages: Math.ceil(total / limit) };
  }

  private async count(ctx: CallerCtx): Promise<number> {
    return ctx.db.$count(notifications, eq(notifications.userId, ctx.caller.id));
  }

  /** The header badge: one count on the partial index of unread notices. */
  async unread(ctx: CallerCtx): Promise<number> {
    return ctx.db.$count(notifications, and(eq(notifications.userId, ctx.caller.id), isNull(notifications.readAt)));
  }

  /** Marks one of the caller's notices read (read again: it keeps its first reading's time). */
  async markRead(ctx: CallerCtx, id: number): Promise<Notification> {
    const [row] = await ctx.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, ctx.caller.id)))
      .returning(noticeColumns);
    if (!row) throw ApiError.of('notification.not_found');
    return toWire(row);
  }

  async markAllRead(ctx: CallerCtx): Promise<number> {
    await ctx.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, ctx.caller.id), isNull(notifications.readAt)));
    return 0;
  }

  async preferences(ctx: CallerCtx): Promise<NotificationPreferences> {
    const [row] = await ctx.db
      .select({ offersSms: notificationPreferences.offersSms })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, ctx.caller.id));
    return { offers_sms: row?.offersSms ?? true, order_sms: true, restock_sms: true };
  }

  async setPreferences(ctx: CallerCtx, offersSms: boolean): Promise<NotificationPreferences> {
    await ctx.db
      .insert(notificationPreferences)
      .values({ userId: ctx.caller.id, offersSms, updatedAt: ctx.now() })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { offersSms, updatedAt: ctx.now() } });
    return this.preferences(ctx);
  }

  /** Account deletion: her notices (their deliveries cascade) and her choices go. */
  async erase(ctx: CallerCtx): Promise<void> {
    await ctx.db.delete(notifications).where(eq(notifications.userId, ctx.caller.id));
    await ctx.db.delete(notificationPreferences).where(and(eq(notificationPreferences.userId, ctx.caller.id)));
  }
}
