import type { City, GlobalSettings, Popup } from '@wb/contract';
import { popups, rowsOf } from '@wb/db';
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
  };
}

/** The `global` settings document as stored (`lock`: for a change of it, staff desk). */
export async function readSettings(ctx: Ctx, lock = false): Promise<GlobalSettings> {
  const [row] = await rowsOf<{ value: GlobalSettings }>(
    ctx.db,
    sql`select value from settings where key = 'global' ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw ApiError.of('not_found');
  return row.value;
}

/** The governorates as GET app/cities lists them, as stored (`lock`: for a change of their fees, staff desk). */
export function readCities(ctx: Ctx, lock = false): Promise<City[]> {
  return rowsOf<City>(
    ctx.db,
    sql`select id, name_ar as name, name_en, iso_code, delivery_fee from cities order by sort_order, id
      ${lock ? sql`for update` : sql``}`,
  );
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
      const rows = await rowsOf<{ id: number; question: string; answer: string; total: number }>(
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
    const [row] = await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from faqs`);
    return row?.n ?? 0;
  }

  cities(ctx: Ctx): Promise<City[]> {
    return this.cached('cities', () => readCities(ctx));
  }
}
