import type { City, GlobalSettings, Popup } from '@wb/contract';
import { rowsOf } from '@wb/db';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { ApiError } from '../../http/errors';
import { ValueCache } from '../../lib/cache';
import type { CacheTags } from '../../lib/cache-tags';

export const FAQ_PER_PAGE = 15;

type PopupRow = Omit<Popup, 'image_path' | 'closeable' | 'pages'> & {
  image_path: string | null;
  closeable: boolean;
  pages: string[];
};

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
      const rows = await rowsOf<PopupRow>(
        ctx.db,
        sql`
        select id, title, description, pages, status, collection_id, content_type, image_path, button_text,
          closeable, show_time, reshow_time
        from popups where status order by id`,
      );
      return rows.map((row) => ({
        ...row,
        pages: row.pages as Popup['pages'],
        image_path: row.image_path ? { url: row.image_path } : null,
        closeable: row.closeable ? '1' : '0',
      }));
    });
  }

  globalSettings(ctx: Ctx): Promise<GlobalSettings> {
    return this.cached('settings', async () => {
      const [row] = await rowsOf<{ value: GlobalSettings }>(
        ctx.db,
        sql`select value from settings where key = 'global'`,
      );
      if (!row) throw ApiError.of('not_found');
      return row.value;
    });
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
    return this.cached('cities', () =>
      rowsOf<City>(
        ctx.db,
        sql`
        select id, name_ar as name, name_en, iso_code, delivery_fee from cities order by sort_order, id`,
      ),
    );
  }
}
