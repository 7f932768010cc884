import {
  type AdminArticle,
  type AdminArticleBody,
  type AdminArticleSummary,
  type AdminArticlesQuery,
  articleGid,
  contentCacheTags,
} from '@wb/contract';
import { articles, rowsOf } from '@wb/db';
import { and, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../../context';
import { ApiError } from '../../../lib/errors';
import { isUniqueViolation, likePattern, pageMeta, pgArray } from '../../../lib/sql';
import { cleanHtml } from './html';
import { type ArticleRow, articleColumns, articlePath, iso } from './nodes';
import type { ContentWrites } from './revalidate';

/** Who wrote an article the desk left unsigned. */
export const DEFAULT_AUTHOR = 'فريق وندر بيوتي الصيدلاني';

const ARABIC = /[\u0600-\u06FF]/;

/** A handle made from a Latin title (`Retinol for beginners` → `retinol-for-beginners`); none from an Arabic one. */
function handleFromTitle(title: string): string | null {
  if (ARABIC.test(title)) return null;
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : null;
}

const handleTaken = (handle: string) => ApiError.field('handle', 'article.handle_taken', { handle });

/** The article as the audit log keeps it: what the desk wrote, as stored. */
const snapshot = (row: ArticleRow) => ({
  handle: row.handle,
  title: row.title,
  excerpt: row.excerpt,
  body_html: row.body_html,
  image_url: row.image_url,
  image_alt: row.image_alt,
  tags: row.tags,
  status: row.status,
  published_at: row.published_at === null ? null : iso(row.published_at),
  author: row.author,
  seo_title: row.seo_title,
  seo_description: row.seo_description,
});

const webTags = (id: number) => [contentCacheTags.articles, contentCacheTags.article(id)];

/**
 * The desk's blog articles (issue 15, admins): drafts and published, written with the rich-text editor. HTML is
 * cleaned before it is stored (html.ts); publishing dates an article by its first publication. Every write is audited
 * and, when the store shows or showed the article, tells the storefront to drop its cached copies (revalidate.ts).
 */
export class ArticleDesk {
  constructor(
    private readonly writes: ContentWrites,
    private readonly webUrl: string,
  ) {}

  async list(ctx: Ctx, query: AdminArticlesQuery) {
    const typed = query.q?.trim();
    const where = and(
      query.status ? eq(articles.status, query.status) : undefined,
      typed ? or(ilike(articles.title, likePattern(typed)), ilike(articles.handle, likePattern(typed))) : undefined,
    );
    const count = await ctx.db.$count(articles, where);
    const rows = await ctx.db
      .select(articleColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { data: rows.map((row) => this.summary(row)), ...pageMeta(query.page, query.limit, count) };
  }

  async get(ctx: Ctx, id: number): Promise<AdminArticle> {
    return this.present(await this.row(ctx, id));
  }

  create(ctx: CallerCtx, body: AdminArticleBody): Promise<AdminArticle> {
    return atomically(ctx, async (tx) => {
      const given = body.handle ?? handleFromTitle(body.title);
      const now = tx.now().toISOString();
      // Without a handle of its own (an Arabic title), the article is article-{id}: the id taken first.
      const [row] = await rowsOf<ArticleRow>(
        tx.db,
        sql`with next as (select nextval(pg_get_serial_sequence('articles', 'id'))::int as id)
          insert into articles (id, handle, title, excerpt, body_html, image_url, image_alt, tags, status, author,
            seo_title, seo_description, created_at, updated_at)
          select next.id, coalesce(${given}::text, 'article-' || next.id), ${body.title}, ${body.excerpt},
            ${cleanHtml(body.body_html)}, ${body.image_url ?? null}, ${body.image_alt ?? null},
            ${pgArray(body.tags)}::text[], 'draft', ${body.author ?? DEFAULT_AUTHOR}, ${body.seo_title ?? null},
            ${body.seo_description ?? null}, ${now}, ${now}
          from next
          on conflict (handle) do nothing returning *`,
      );
      if (!row) {
        if (body.handle || !given) throw handleTaken(body.handle ?? '');
        // A Latin title another article's handle already has: this one gets its own.
        return this.create(tx, { ...body, handle: `${given.slice(0, 100)}-${Date.now().toString(36)}` });
      }
      // A draft: nothing the store shows changed yet.
      await this.writes.record(
        tx,
        { action: 'article.create', entityType: 'article', entityId: row.id, before: null, after: snapshot(row) },
        [],
      );
      return this.present(row);
    });
  }

  update(ctx: CallerCtx, id: number, body: AdminArticleBody): Promise<AdminArticle> {
    return atomically(ctx, async (tx) => {
      const before = await this.row(tx, id, true);
      const handle = body.handle ?? before.handle;
      const [other] = await tx.db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.handle, handle), ne(articles.id, id)));
      if (other) throw handleTaken(handle);
      const [row] = await tx.db
        .update(articles)
        .set({
          handle,
          title: body.title,
          excerpt: body.excerpt,
          bodyHtml: cleanHtml(body.body_html),
          imageUrl: body.image_url ?? null,
          imageAlt: body.image_alt ?? null,
          tags: body.tags,
          author: body.author ?? DEFAULT_AUTHOR,
          seoTitle: body.seo_title ?? null,
          seoDescription: body.seo_description ?? null,
          updatedAt: tx.now(),
        })
        .where(eq(articles.id, id))
        .returning(articleColumns)
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? handleTaken(handle) : error;
        });
      const after = row as ArticleRow;
      await this.record(tx, 'article.update', before, after);
      return this.present(after);
    });
  }

  publish(ctx: CallerCtx, id: number): Promise<AdminArticle> {
    return this.setStatus(ctx, id, 'published');
  }

  unpublish(ctx: CallerCtx, id: number): Promise<AdminArticle> {
    return this.setStatus(ctx, id, 'draft');
  }

  delete(ctx: CallerCtx, id: number): Promise<void> {
    return atomically(ctx, async (tx) => {
      const before = await this.row(tx, id, true);
      await tx.db.delete(articles).where(eq(articles.id, id));
      await this.writes.record(
        tx,
        { action: 'article.delete', entityType: 'article', entityId: id, before: snapshot(before), after: null },
        before.status === 'published' ? webTags(id) : [],
      );
    });
  }

  private setStatus(ctx: CallerCtx, id: number, status: 'draft' | 'published'): Promise<AdminArticle> {
    return atomically(ctx, async (tx) => {
      const before = await this.row(tx, id, true);
      if (before.status === status) return this.present(before);
      const now = tx.now();
      const [row] = await tx.db
        .update(articles)
        .set({
          status,
          publishedAt: sql`coalesce(${articles.publishedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(eq(articles.id, id))
        .returning(articleColumns);
      await this.record(
        tx,
        status === 'published' ? 'article.publish' : 'article.unpublish',
        before,
        row as ArticleRow,
      );
      return this.present(row as ArticleRow);
    });
  }

  /** An audited change; the storefront drops its copies when the article is, or was until now, in the store. */
  private record(ctx: CallerCtx, action: string, before: ArticleRow, after: ArticleRow) {
    const shown = before.status === 'published' || after.status === 'published';
    return this.writes.record(
      ctx,
      { action, entityType: 'article', entityId: after.id, before: snapshot(before), after: snapshot(after) },
      shown ? webTags(after.id) : [],
    );
  }

  private async row(ctx: Ctx, id: number, lock = false): Promise<ArticleRow> {
    const read = ctx.db.select(articleColumns).from(articles).where(eq(articles.id, id));
    const [row] = await (lock ? read.for('update') : read);
    if (!row) throw ApiError.of('article.not_found');
    return row;
  }

  private summary(row: ArticleRow): AdminArticleSummary {
    return {
      id: row.id,
      gid: articleGid(row.id),
      handle: row.handle,
      title: row.title,
      status: row.status,
      published_at: row.published_at === null ? null : iso(row.published_at),
      author: row.author,
      tags: row.tags,
      image_url: row.image_url,
      updated_at: iso(row.updated_at),
    };
  }

  private present(row: ArticleRow): AdminArticle {
    return {
      ...this.summary(row),
      excerpt: row.excerpt,
      body_html: row.body_html,
      image_alt: row.image_alt,
      seo_title: row.seo_title,
      seo_description: row.seo_description,
      online_store_url: `${this.webUrl}${articlePath(row.id)}`,
      created_at: iso(row.created_at),
    };
  }
}
