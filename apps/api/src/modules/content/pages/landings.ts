import { type AdminLanding, type AdminLandingBody, contentCacheTags, type LandingPage, messages } from '@wb/contract';
import { collections, columnsByDbName, discountCodes, landingPages } from '@wb/db';
import { and, desc, eq, ne } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../../context';
import { ApiError } from '../../../lib/errors';
import { daysOf, periodOf } from '../../../lib/promotion-period';
import { requireRows } from '../../../lib/references';
import { isUniqueViolation } from '../../../lib/sql';
import type { ContentWrites } from './revalidate';

/** Campaign pages with their collection's title (null without one). */
const landingRows = (ctx: Ctx) =>
  ctx.db
    .select({ ...columnsByDbName(landingPages), collection_title: collections.title })
    .from(landingPages)
    .leftJoin(collections, eq(collections.id, landingPages.collectionId));
type LandingRow = Awaited<ReturnType<typeof landingRows>>[number];

function publicOf(row: LandingRow): LandingPage {
  return {
    slug: row.slug,
    title: row.title,
    hero_title: row.hero_title,
    hero_text: row.hero_text,
    hero_image_url: row.hero_image_url,
    collection_id: row.collection_id,
    code: row.code,
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
  };
}

const isLive = (row: LandingRow, now: Date) =>
  row.published && (row.starts_at === null || row.starts_at <= now) && (row.ends_at === null || row.ends_at > now);

const snapshot = (row: LandingRow) => {
  const { id: _id, collection_title: _title, created_at: _c, updated_at: _u, ...fields } = row;
  return {
    ...fields,
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
  };
};

/** What the desk's body sets of a campaign page (its period as instants: lib/promotion-period.ts). */
function fieldsOf(body: AdminLandingBody) {
  const { startsAt, endsAt } = periodOf(body);
  return {
    slug: body.slug,
    title: body.title,
    heroTitle: body.hero_title,
    heroText: body.hero_text,
    heroImageUrl: body.hero_image_url ?? null,
    collectionId: body.collection_id ?? null,
    code: body.code ?? null,
    published: body.published,
    startsAt,
    endsAt,
  };
}

const slugTaken = (slug: string) => ApiError.field('slug', 'landing.slug_taken', { slug });

/**
 * Campaign pages (issue 15): `/landing/[slug]` reads a published page inside its dates (anything else is the same
 * 404: a draft, a page not started or ended, a slug never used); the desk (admins) writes them, each write audited
 * and dropping the storefront's cached copy of the page.
 */
export class LandingPages {
  constructor(private readonly writes: ContentWrites) {}

  async live(ctx: Ctx, slug: string): Promise<LandingPage> {
    const [row] = await landingRows(ctx).where(eq(landingPages.slug, slug));
    if (!row || !isLive(row, ctx.now())) throw ApiError.of('not_found');
    return publicOf(row);
  }

  async list(ctx: Ctx): Promise<AdminLanding[]> {
    const rows = await landingRows(ctx).orderBy(desc(landingPages.createdAt), desc(landingPages.id));
    return rows.map((row) => this.present(ctx, row));
  }

  async get(ctx: Ctx, id: number): Promise<AdminLanding> {
    return this.present(ctx, await this.row(ctx, id));
  }

  create(ctx: CallerCtx, body: AdminLandingBody): Promise<AdminLanding> {
    return atomically(ctx, async (tx) => {
      await this.checkReferences(tx, body);
      const now = tx.now();
      const [inserted] = await tx.db
        .insert(landingPages)
        .values({ ...fieldsOf(body), createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: landingPages.slug })
        .returning({ id: landingPages.id });
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
      const [other] = await tx.db
        .select({ id: landingPages.id })
        .from(landingPages)
        .where(and(eq(landingPages.slug, body.slug), ne(landingPages.id, id)));
      if (other) throw slugTaken(body.slug);
      await tx.db
        .update(landingPages)
        .set({ ...fieldsOf(body), updatedAt: tx.now() })
        .where(eq(landingPages.id, id))
        .catch((error: unknown) => {
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
      await tx.db.delete(landingPages).where(eq(landingPages.id, id));
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
    const [code] = await ctx.db
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(eq(discountCodes.code, body.code));
    if (!code) {
      const message = messages.landingCodeUnknown;
      throw new ApiError('reference.unknown', { message, errors: { code: [message] } });
    }
  }

  private async row(ctx: Ctx, id: number, lock = false): Promise<LandingRow> {
    const read = landingRows(ctx).where(eq(landingPages.id, id));
    const [row] = await (lock ? read.for('update', { of: landingPages }) : read);
    if (!row) throw ApiError.of('landing.not_found');
    return row;
  }

  private present(ctx: Ctx, row: LandingRow): AdminLanding {
    const days = daysOf({ startsAt: row.starts_at, endsAt: row.ends_at });
    return {
      ...publicOf(row),
      id: row.id,
      published: row.published,
      starts_on: days.starts_on,
      ends_on: days.ends_on,
      collection_title: row.collection_title,
      live: isLive(row, ctx.now()),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  }
}
