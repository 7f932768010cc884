import type { AdminPopup, AdminPopupBody } from '@wb/contract';
import { collections, popups } from '@wb/db';
import { desc, eq } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../../context';
import { ApiError } from '../../../lib/errors';
import { requireRows } from '../../../lib/references';
import type { PublishedWrites } from '../../audit/published';
import { toPopup } from './service';

type PopupRow = typeof popups.$inferSelect;

const present = (row: PopupRow): AdminPopup => ({ ...toPopup(row), created_at: row.createdAt.toISOString() });

/** The popup as the audit log keeps it: the fields the desk sets, as the storefront gets them. */
const snapshot = (row: PopupRow) => {
  const { id: _, ...fields } = toPopup(row);
  return fields;
};

function columnsOf(body: AdminPopupBody) {
  return {
    title: body.title,
    description: body.description,
    pages: body.pages,
    status: body.status,
    collectionId: body.collection_id ?? null,
    contentType: body.content_type,
    // A text popup shows no picture (PopupDialog), so none is kept that would show if its type changed back.
    imagePath: body.content_type === 'image' ? (body.image_path ?? null) : null,
    buttonText: body.button_text ?? null,
    buttonLink: body.button_link ?? null,
    closeable: body.closeable,
    showTime: body.show_time,
    reshowTime: body.reshow_time,
  };
}

/**
 * Marketing popups at the staff desk (issue 12, admins): every popup, shown or not, in the shape GET app/popups gives
 * the storefront (so the desk previews exactly what shoppers will see); create, change, delete. `log` drops the
 * cached `content` answers when a write commits: the next GET app/popups has the change.
 */
export class PopupAdmin {
  constructor(private readonly log: PublishedWrites) {}

  async list(ctx: Ctx): Promise<AdminPopup[]> {
    return (await ctx.db.select().from(popups).orderBy(desc(popups.id))).map(present);
  }

  create(ctx: CallerCtx, body: AdminPopupBody): Promise<AdminPopup> {
    return atomically(ctx, async (tx) => {
      await this.checkCollection(tx, body);
      const [row] = await tx.db
        .insert(popups)
        .values({ ...columnsOf(body), createdAt: tx.now() })
        .returning();
      if (!row) throw new Error('popup not inserted');
      await this.written(tx, 'popup.create', row.id, null, snapshot(row));
      return present(row);
    });
  }

  update(ctx: CallerCtx, id: number, body: AdminPopupBody): Promise<AdminPopup> {
    return atomically(ctx, async (tx) => {
      const before = await this.locked(tx, id);
      await this.checkCollection(tx, body);
      const [row] = await tx.db.update(popups).set(columnsOf(body)).where(eq(popups.id, id)).returning();
      if (!row) throw ApiError.of('popup.not_found');
      await this.written(tx, 'popup.update', id, snapshot(before), snapshot(row));
      return present(row);
    });
  }

  delete(ctx: CallerCtx, id: number): Promise<void> {
    return atomically(ctx, async (tx) => {
      const before = await this.locked(tx, id);
      await tx.db.delete(popups).where(eq(popups.id, id));
      await this.written(tx, 'popup.delete', id, snapshot(before), null);
    });
  }

  private written(ctx: CallerCtx, action: string, id: number, before: unknown, after: unknown): Promise<void> {
    return this.log.record(ctx, { action, entityType: 'popup', entityId: id, before, after });
  }

  private async locked(ctx: Ctx, id: number): Promise<PopupRow> {
    const [row] = await ctx.db.select().from(popups).where(eq(popups.id, id)).for('update');
    if (!row) throw ApiError.of('popup.not_found');
    return row;
  }

  private checkCollection(ctx: Ctx, body: AdminPopupBody): Promise<void> {
    return requireRows(ctx, 'collection_id', collections, body.collection_id ? [body.collection_id] : []);
  }
}
