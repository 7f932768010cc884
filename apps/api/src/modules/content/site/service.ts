import type { City, GlobalSettings, Popup } from '@wb/contract';
import { cities, faqs, popups, type RawRow, rowsOf, settings } from '@wb/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../../context';
import { ValueCache } from '../../../lib/cache';
import type { CacheTags } from '../../../lib/cache-tags';
import { ApiError } from '../../../lib/errors';

export const FAQ_PER_PAGE = 15;

type PopupRow = typeof popups.$inferSelect;

/** A popup as GET app/popups sends it (spec §3: `image_path.url`, `closeable` '1' for closable). */
export function toPopup(row: PopupRow): Popup {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    pages: row.pages as Popup['pages'],
    status: row.status,
    collection_id: row.collectionId,
    content_type: row.contentType,
    image_path: row.imagePath ? { url: row.imagePath } : null,
    button_text: row.buttonText,
    closeable: row.closeable ? '1' : '0',
    show_time: row.showTime,
    reshow_time: row.reshowTime,
    button_link: row.buttonLink,
  };
}

/** The `global` settings document as stored (`lock`: for a change of it, staff desk). */
export async function readSettings(ctx: Ctx, lock = false): Promise<GlobalSettings> {
  const global = ctx.db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'global'));
  const [row] = await (lock ? global.for('update') : global);
  if (!row) throw ApiError.of('not_found');
  // The `global` document is written only by the settings desk, whose contract checks it whole.
  return row.value as GlobalSettings;
}

/** The governorates as GET app/cities lists them, as stored (`lock`: for a change of their fees, staff desk). */
export function readCities(ctx: Ctx, lock = false): Promise<City[]> {
  const all = ctx.db
    .select({
      id: cities.id,
      name: cities.nameAr,
      name_en: cities.nameEn,
      iso_code: cities.isoCode,
      delivery_fee: cities.deliveryFee,
    })
    .from(cities)
    .orderBy(asc(cities.sortOrder), asc(cities.id));
  return lock ? all.for('update') : all;
}

/** Store content: popups, global settings, FAQ and the governorates list. */
export class ContentService {
  private readonly cache: ValueCache;

  constructor(cacheTtlMs: number, cacheTags: CacheTags) {
    this.cache = cacheTags.register(new ValueCache({ max: 500, ttlMs: cacheTtlMs, tags: ['content'] }));
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(key, load);
  }

  /** Active popups only; the storefront applies the page, role and timing rules of spec §4. */
  popups(ctx: Ctx): Promise<Popup[]> {
    return this.cached('popups', async () => {
      const rows = await ctx.db.select().from(popups).where(eq(popups.status, true)).orderBy(asc(popups.id));
      return rows.map(toPopup);
    });
  }

  globalSettings(ctx: Ctx): Promise<GlobalSettings> {
    return this.cached('settings', () => readSettings(ctx));
  }

  faq(ctx: Ctx, page: number) {
    return this.cached(`faq:${page}`, async () => {
      // Raw: the page and the total in one statement (a window count).
      const rows = await rowsOf<RawRow<typeof faqs, 'id' | 'question' | 'answer'> & { total: number }>(
        ctx.db,
        sql`
        select id, question, answer, count(*) over ()::int as total from faqs
        order by position, id limit ${FAQ_PER_PAGE} offset ${(page - 1) * FAQ_PER_PAGE}`,
      );
      const total = rows[0]?.total ?? (await this.faqCount(ctx));
      return {
        data: rows.map(({ total: _, ...item }) => item),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / FAQ_PER_PAGE)),
          total,
          per_page: FAQ_PER_PAGE,
        },
      };
    });
  }

  private async faqCount(ctx: Ctx): Promise<number> {
    return ctx.db.$count(faqs);
  }

  cities(ctx: Ctx): Promise<City[]> {
    return this.cached('cities', () => readCities(ctx));
  }
}
