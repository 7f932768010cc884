import { content, popupPageLabels } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../../test/harness';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const get = (url: string) => store.call({ method: 'GET', url });

describe('GET /gui/faq', () => {
  it('pages 15 questions at a time with Laravel meta', async () => {
    const first = content.faqRoute.response.parse((await get('/api/v2/gui/faq?page=1')).json());
    expect(first.data).toHaveLength(15);
    expect(first.meta.per_page).toBe(15);
    expect(first.meta.current_page).toBe(1);
    expect(first.meta.total).toBeGreaterThanOrEqual(40);
    expect(first.meta.last_page).toBe(Math.ceil(first.meta.total / 15));
    const last = content.faqRoute.response.parse((await get(`/api/v2/gui/faq?page=${first.meta.last_page}`)).json());
    expect(last.data.length).toBe(first.meta.total - 15 * (first.meta.last_page - 1));
    expect(last.data[0]?.id).not.toBe(first.data[0]?.id);
  });

  it('answers an empty page past the end rather than an error', async () => {
    const body = (await get('/api/v2/gui/faq?page=50')).json();
    expect(body.data).toEqual([]);
    expect(body.meta.current_page).toBe(50);
  });

  it('defaults to page 1', async () => {
    expect((await get('/api/v2/gui/faq')).json().meta.current_page).toBe(1);
  });
});

describe('GET /app/popups', () => {
  it('answers only active popups, with every spec field', async () => {
    const body = content.popupsRoute.response.parse((await get('/api/v2/app/popups')).json());
    expect(body.popUps.length).toBeGreaterThan(0);
    for (const popup of body.popUps) {
      expect(popup.status).toBe(true);
      expect(popup.pages.length).toBeGreaterThan(0);
      for (const page of popup.pages) expect(popupPageLabels).toContain(page);
    }
    // An image popup carries its image.
    const images = body.popUps.filter((popup) => popup.content_type === 'image');
    expect(images.length).toBeGreaterThan(0);
    for (const popup of images) expect(popup.image_path?.url).toMatch(/^\/media\/popups\//);
    const seeded = await store.database.rows<{ n: number }>(
      (await import('drizzle-orm')).sql`select count(*)::int as n from popups where not status`,
    );
    expect(seeded[0]?.n).toBeGreaterThan(0);
  });

  it('covers every timing rule of spec §4 so the storefront can be tested against real data', async () => {
    const { popUps } = (await get('/api/v2/app/popups')).json() as { popUps: Array<Record<string, unknown>> };
    expect(popUps.some((p) => (p.show_time as number) > 0)).toBe(true);
    expect(popUps.some((p) => p.show_time === 0 && (p.reshow_time as number) > 0)).toBe(true);
    expect(popUps.some((p) => p.show_time === 0 && p.reshow_time === 0)).toBe(true);
    expect(popUps.some((p) => p.closeable === '1')).toBe(true);
    expect(popUps.some((p) => p.closeable === '0')).toBe(true);
    expect(popUps.some((p) => p.button_text)).toBe(true);
    expect(popUps.some((p) => p.collection_id !== null)).toBe(true);
    expect(popUps.some((p) => p.content_type === 'text')).toBe(true);
  });
});

describe('GET /gui/globalSetting', () => {
  it('answers the store settings in IQD and Arabic', async () => {
    const body = content.globalSettingRoute.response.parse((await get('/api/v2/gui/globalSetting')).json());
    expect(body.data.currency).toBe('IQD');
    expect(body.data.language).toBe('ar');
    expect(Number.isInteger(body.data.free_delivery_threshold)).toBe(true);
  });
});

describe('GET /app/cities', () => {
  it("answers Iraq's 19 governorates in new_data, Baghdad first", async () => {
    const body = content.citiesRoute.response.parse((await get('/api/v2/app/cities')).json());
    expect(body.new_data).toHaveLength(19);
    expect(body.new_data[0]?.name).toBe('بغداد');
    const names = body.new_data.map((c) => c.name);
    for (const name of ['البصرة', 'أربيل', 'نينوى', 'حلبجة', 'السليمانية', 'كربلاء', 'النجف'])
      expect(names).toContain(name);
    expect(new Set(body.new_data.map((c) => c.iso_code).filter(Boolean)).size).toBe(18);
  });
});
