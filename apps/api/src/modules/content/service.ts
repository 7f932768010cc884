import type { City, GlobalSettings, Popup } from '@wb/contract';
import type { Database } from '@wb/db';
import { sql } from 'drizzle-orm';
import { ApiError } from '../../http/errors';
import { ValueCache } from '../../lib/cache';

export const FAQ_PER_PAGE = 15;

type PopupRow = Omit<Popup, 'image_path' | 'closeable' | 'pages'> & {
  image_path: string | null;
  closeable: boolean;
  pages: string[];
};

/** Store content: popups, global settings, FAQ and the governorates list. */
export class ContentService {
  private readonly cache: ValueCache;

  constructor(
    private readonly database: Database,
    cacheTtlMs: number,
  ) {
    this.cache = new ValueCache({ max: 500, ttlMs: cacheTtlMs });
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(key, load);
  }

  /** Active popups only; the storefront applies the page, role and timing rules of spec §4. */
  popups(): Promise<Popup[]> {
    return this.cached('popups', async () => {
      const rows = await this.database.rows<PopupRow>(sql`
        select id, title, description, pages, status, collection_id, content_type, image_path, button_text,
          closeable, show_time, reshow_time
        from popups where status order by id`);
      return rows.map((row) => ({
        ...row,
        pages: row.pages as Popup['pages'],
        image_path: row.image_path ? { url: row.image_path } : null,
        closeable: row.closeable ? '1' : '0',
      }));
    });
  }

  globalSettings(): Promise<GlobalSettings> {
    return this.cached('settings', async () => {
      const [row] = await this.database.rows<{ value: GlobalSettings }>(
        sql`select value from settings where key = 'global'`,
      );
      if (!row) throw ApiError.of('not_found');
      return row.value;
    });
  }

  faq(page: number) {
    return this.cached(`faq:${page}`, async () => {
      const rows = await this.database.rows<{ id: number; question: string; answer: string; total: number }>(sql`
        select id, question, answer, count(*) over ()::int as total from faqs
        order by position, id limit ${FAQ_PER_PAGE} offset ${(page - 1) * FAQ_PER_PAGE}`);
      const total = rows[0]?.total ?? (await this.faqCount());
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

  private async faqCount(): Promise<number> {
    const [row] = await this.database.rows<{ n: number }>(sql`select count(*)::int as n from faqs`);
    return row?.n ?? 0;
  }

  cities(): Promise<City[]> {
    return this.cached('cities', () =>
      this.database.rows<City>(sql`
        select id, name_ar as name, name_en, iso_code, delivery_fee from cities order by sort_order, id`),
    );
  }
}
