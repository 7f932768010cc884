import { type AdminContentPage, type AdminContentPageBody, contentCacheTags, pageGid } from '@wb/contract';
import { contentPages } from '@wb/db';
import { asc, eq } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../../context';
import { ApiError } from '../../../lib/errors';
import { cleanHtml } from './html';
import { iso, type PageRow, pageColumns, pagePath } from './nodes';
import type { ContentWrites } from './revalidate';

const snapshot = (row: PageRow) => ({ title: row.title, body_html: row.body_html, body_summary: row.body_summary });

/**
 * The desk's content pages (issue 15, admins): the fixed pages of the contract's CONTENT_PAGES, whose title, text and
 * summary the desk edits. Never created or deleted here: the web asks for them by id. Each change is audited and
 * drops the storefront's cached copy of that page.
 */
export class ContentPageDesk {
  constructor(private readonly writes: ContentWrites) {}

  async list(ctx: Ctx): Promise<AdminContentPage[]> {
    const rows = await ctx.db.select(pageColumns).from(contentPages).orderBy(asc(contentPages.id));
    return rows.map(present);
  }

  async get(ctx: Ctx, id: number): Promise<AdminContentPage> {
    return present(await this.row(ctx, id));
  }

  update(ctx: CallerCtx, id: number, body: AdminContentPageBody): Promise<AdminContentPage> {
    return atomically(ctx, async (tx) => {
      const before = await this.row(tx, id, true);
      const [after] = await tx.db
        .update(contentPages)
        .set({
          title: body.title,
          bodyHtml: cleanHtml(body.body_html),
          bodySummary: body.body_summary,
          updatedAt: tx.now(),
        })
        .where(eq(contentPages.id, id))
        .returning(pageColumns);
      const row = after as PageRow;
      await this.writes.record(
        tx,
        {
          action: 'page.update',
          entityType: 'content_page',
          entityId: id,
          before: snapshot(before),
          after: snapshot(row),
        },
        [contentCacheTags.page(id)],
      );
      return present(row);
    });
  }

  private async row(ctx: Ctx, id: number, lock = false): Promise<PageRow> {
    const read = ctx.db.select(pageColumns).from(contentPages).where(eq(contentPages.id, id));
    const [row] = await (lock ? read.for('update') : read);
    if (!row) throw ApiError.of('content_page.not_found');
    return row;
  }
}

function present(row: PageRow): AdminContentPage {
  return {
    id: row.id,
    gid: pageGid(row.id),
    handle: row.handle,
    path: pagePath(row),
    title: row.title,
    body_html: row.body_html,
    body_summary: row.body_summary,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
