import { type AdminLanding, type AdminLandingBody, contentCacheTags, type LandingPage, messages } from '@wb/contract';
import { collections, rowsOf } from '@wb/db';
import { sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../../context';
import { ApiError } from '../../../lib/errors';
import { daysOf, periodOf } from '../../../lib/promotion-period';
import { requireRows } from '../../../lib/references';
import { isUniqueViolation } from '../../../lib/sql';
import type { ContentWrites } from './revalidate';

type LandingRow = {
  id: number;
  slug: string;
  title: string;
  hero_title: string;
  hero_text: string;
  hero_image_url: string | null;
  collection_id: number | null;
  collection_title: string | null;
  code: string | null;
  published: boolean;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
};

const at = (value: string | Date | null) => (value === null ? null : new Date(value));

const selectLanding = sql`select l.*, c.title as collection_title from landing_pages l
  left join collections c on c.id = l.collection_id`;

function publicOf(row: LandingRow): LandingPage {
  return {
    slug: row.slug,
    title: row.title,
    hero_title: row.hero_title,
    hero_text: row.hero_text,
    hero_image_url: row.hero_image_url,
    collection_id: row.collection_id,
    code: row.code,
    starts_at: at(row.starts_at)?.toISOString() ?? null,
    ends_at: at(row.ends_at)?.toISOString() ?? null,
  };
}

const isLive = (row: LandingRow, now: Date) =>
  row.published &&
  (row.starts_at === null || new Date(row.starts_at) <= now) &&
  (row.ends_at === null || new Date(row.ends_at) > now);

const snapshot = (row: LandingRow) => {
  const { id: _id, collection_title: _title, created_at: _c, updated_at: _u, ...fields } = row;
  return {
    ...fields,
    starts_at: at(row.starts_at)?.toISOString() ?? null,
    ends_at: at(row.ends_at)?.toISOString() ?? null,
  };
};

const slugTaken = (slug: string) => ApiError.field('slug', 'landing.slug_taken', { slug });

/**
 * Campaign pages (issue 15): `/landing/[slug]` reads a published page inside its dates (anything else is the same
 * 404: a draft, a page not started or ended, a slug never used); the desk (admins) writes them, each write audited
 * and dropping the storefront's cached copy of the page.
 */
export class LandingPages {
  constructor(private readonly writes: ContentWrites) {}

  async live(ctx: Ctx, slug: string): Promise<LandingPage> {
    const [row] = await rowsOf<LandingRow>(ctx.db, sql`${selectLanding} where l.slug = ${slug}`);
    if (!row || !isLive(row, ctx.now())) throw ApiError.of('not_found');
    return publicOf(row);
  }

  async list(ctx: Ctx): Promise<AdminLanding[]> {
    const rows = await rowsOf<LandingRow>(ctx.db, sql`${selectLanding} order by l.created_at desc, l.id desc`);
    return rows.map((row) => this.present(ctx, row));
  }

  async get(ctx: Ctx, id: number): Promise<AdminLanding> {
    return this.present(ctx, await this.row(ctx, id));
  }

  create(ctx: CallerCtx, body: AdminLandingBody): Promise<AdminLanding> {
    return atomically(ctx, async (tx) => {
      await this.checkReferences(tx, body);
      const { startsAt, endsAt } = periodOf(body);
      const now = tx.now().toISOString();
      const [inserted] = await rowsOf<{ id: number }>(
        tx.db,
        sql`insert into landing_pages (slug, title, hero_title, hero_text, hero_image_url, collection_id, code,
            published, starts_at, ends_at, created_at, updated_at)
          values (${body.slug}, ${body.title}, ${body.hero_title}, ${body.hero_text}, ${body.hero_image_url ?? null},
            ${body.collection_id ?? null}, ${body.code ?? null}, ${body.published}, ${startsAt?.toISOString() ?? null},
            ${endsAt?.toISOString() ?? null}, ${now}, ${now})
          on conflict (slug) do nothing returning id`,
      );
      if (!inserted) throw slugTaken(body.slug);
      const row = await this.row(tx, inserted.id);
      await this.writes.record(
        tx,
        { action: 'landing.create', entityType: 'landing_page', entityId: row.id, before: null, after: snapshot(row) },
        [contentCacheTags.landing(row.slug)],
      );
      return this.present(tx, row);
    });
  }

  update(ctx: CallerCtx, id: number, body: AdminLandingBody): Promise<AdminLanding> {
    return atomically(ctx, async (tx) => {
      const before = await this.row(tx, id, true);
      await this.checkReferences(tx, body);
      const [other] = await rowsOf<{ id: number }>(
        tx.db,
        sql`select id from landing_pages where slug = ${body.slug} and id <> ${id}`,
      );
      if (other) throw slugTaken(body.slug);
      const { startsAt, endsAt } = periodOf(body);
      await rowsOf(
        tx.db,
        sql`update landing_pages set slug = ${body.slug}, title = ${body.title}, hero_title = ${body.hero_title},
            hero_text = ${body.hero_text}, hero_image_url = ${body.hero_image_url ?? null},
            collection_id = ${body.collection_id ?? null}, code = ${body.code ?? null}, published = ${body.published},
            starts_at = ${startsAt?.toISOString() ?? null}, ends_at = ${endsAt?.toISOString() ?? null},
            updated_at = ${tx.now().toISOString()}
          where id = ${id}`,
      ).catch((error: unknown) => {
        throw isUniqueViolation(error) ? slugTaken(body.slug) : error;
      });
      const row = await this.row(tx, id);
      // A new slug: the old address stops answering too.
      const tags = [...new Set([before.slug, row.slug])].map(contentCacheTags.landing);
      await this.writes.record(
        tx,
        {
          action: 'landing.update',
          entityType: 'landing_page',
          entityId: id,
          before: snapshot(before),
          after: snapshot(row),
        },
        tags,
      );
      return this.present(tx, row);
    });
  }

  delete(ctx: CallerCtx, id: number): Promise<void> {
    return atomically(ctx, async (tx) => {
      const before = await this.row(tx, id, true);
      await rowsOf(tx.db, sql`delete from landing_pages where id = ${id}`);
      await this.writes.record(
        tx,
        { action: 'landing.delete', entityType: 'landing_page', entityId: id, before: snapshot(before), after: null },
        [contentCacheTags.landing(before.slug)],
      );
    });
  }

  /** The collection must exist, and the code must be one of the store's (a typo would send shoppers to a refusal). */
  private async checkReferences(ctx: Ctx, body: AdminLandingBody): Promise<void> {
    await requireRows(ctx, 'collection_id', collections, body.collection_id ? [body.collection_id] : []);
    if (!body.code) return;
    const [code] = await rowsOf<{ id: number }>(ctx.db, sql`select id from discount_codes where code = ${body.code}`);
    if (!code) {
      const message = messages.landingCodeUnknown;
      throw new ApiError('reference.unknown', { message, errors: { code: [message] } });
    }
  }

  private async row(ctx: Ctx, id: number, lock = false): Promise<LandingRow> {
    const [row] = await rowsOf<LandingRow>(
      ctx.db,
      lock ? sql`${selectLanding} where l.id = ${id} for update of l` : sql`${selectLanding} where l.id = ${id}`,
    );
    if (!row) throw ApiError.of('landing.not_found');
    return row;
  }

  private present(ctx: Ctx, row: LandingRow): AdminLanding {
    const days = daysOf({ startsAt: at(row.starts_at), endsAt: at(row.ends_at) });
    return {
      ...publicOf(row),
      id: row.id,
      published: row.published,
      starts_on: days.starts_on,
      ends_on: days.ends_on,
      collection_title: row.collection_title,
      live: isLive(row, ctx.now()),
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
    };
  }
}
