import { messages, storefront } from '@wb/contract';
import { landingPagesData } from '@wb/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectArabicError } from '../../../../test/arabic';
import { auditOf, type Desk, deskOf } from '../../../../test/desk';
import { startTestStore, type TestStore } from '../../../../test/harness';

/**
 * Campaign pages (issue 15): `GET gui/landing/{slug}` answers a published page inside its dates, and the same Arabic
 * 404 for a draft, one not started, one ended or a slug never used; the desk (admins) writes them.
 */
let store: TestStore;
let desk: Desk;
beforeAll(async () => {
  store = await startTestStore({
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    CACHE_TTL_SECONDS: '3600',
    JOBS_WORK: 'false',
  });
  desk = await deskOf(store);
});
afterAll(() => store?.close());

// Long before the cache would expire of itself (an hour): a change seen within it was pushed, on a busy machine too.
const soon = { timeout: 15_000 };
const landing = (slug: string) => store.call({ method: 'GET', url: `/api/v2/gui/landing/${slug}` });

const baghdadDay = (offsetDays: number) =>
  new Date(Date.now() + 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const campaign = (fields: Record<string, unknown> = {}) => ({
  slug: 'ramadan-2026',
  title: 'عروض رمضان',
  hero_title: 'رمضان كريم',
  hero_text: 'خصومات على العناية بالبشرة طوال الشهر',
  hero_image_url: '/media/landings/summer-glow.svg',
  collection_id: 1,
  code: 'save5000',
  published: true,
  ...fields,
});

describe('GET gui/landing/{slug}', () => {
  it('answers the seeded summer campaign: its hero, a real collection and code', async () => {
    const response = await landing('summer-glow');
    expect(response.statusCode).toBe(200);
    const page = storefront.landingRoute.response.parse(response.json()).data;
    const seeded = landingPagesData[0];
    expect(page).toMatchObject({
      slug: 'summer-glow',
      title: seeded?.title,
      hero_title: seeded?.heroTitle,
      hero_image_url: '/media/landings/summer-glow.svg',
      code: 'SAVE5000',
    });
    const [collection] = await store.database.rows<{ slug: string }>(
      sql`select slug from collections where id = ${page.collection_id}`,
    );
    expect(collection?.slug).toBe(seeded?.collection);
    const [code] = await store.database.rows<{ n: number }>(
      sql`select count(*)::int as n from discount_codes where code = ${page.code}`,
    );
    expect(code?.n).toBe(1);
  });

  it.each([
    ['a draft', { slug: 'draft-campaign', published: false }],
    ['an ended campaign', { slug: 'ended-campaign', starts_on: baghdadDay(-30), ends_on: baghdadDay(-2) }],
    ['a campaign not started', { slug: 'future-campaign', starts_on: baghdadDay(5) }],
  ])('answers 404 in Arabic for %s', async (_label, fields) => {
    const created = await desk.send('POST', '/admin/landings', campaign(fields));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.live).toBe(false);
    const response = await landing(fields.slug);
    expectArabicError(response, 404);
    expect(response.json().code).toBe('not_found');
  });

  it('answers 404 for a slug never used, and 422 for one no page could have', async () => {
    expectArabicError(await landing('no-such-campaign'), 404);
    expectArabicError(await landing('Not_A_Slug'), 422);
  });
});

describe('the desk writes campaign pages', () => {
  it('creates one live at once, changes it (the old address stops answering) and deletes it, audited', async () => {
    const created = await desk.send('POST', '/admin/landings', campaign({ ends_on: baghdadDay(10) }));
    expect(created.statusCode, created.body).toBe(200);
    const { id, live, code, ends_on } = created.json().data;
    expect({ live, code, ends_on }).toEqual({ live: true, code: 'SAVE5000', ends_on: baghdadDay(10) });
    expect((await landing('ramadan-2026')).statusCode).toBe(200);

    const moved = await desk.send('PUT', `/admin/landings/${id}`, campaign({ slug: 'eid-2026', title: 'عروض العيد' }));
    expect(moved.statusCode, moved.body).toBe(200);
    await expect.poll(async () => (await landing('ramadan-2026')).statusCode, soon).toBe(404);
    expect((await landing('eid-2026')).json().data.title).toBe('عروض العيد');

    const removed = await desk.send('DELETE', `/admin/landings/${id}`);
    expect(removed.json().message).toBe(messages.landingDeleted);
    await expect.poll(async () => (await landing('eid-2026')).statusCode, soon).toBe(404);
    expect((await auditOf(store, 'landing_page', id)).map((entry) => entry.action)).toEqual([
      'landing.create',
      'landing.update',
      'landing.delete',
    ]);
  });

  it('refuses a slug in use, an unknown collection or code, and dates out of order', async () => {
    const taken = await desk.send('POST', '/admin/landings', campaign({ slug: 'summer-glow' }));
    expectArabicError(taken, 409);
    expect(taken.json().code).toBe('landing.slug_taken');
    const collection = await desk.send('POST', '/admin/landings', campaign({ slug: 'x-1', collection_id: 99_999 }));
    expect(collection.json()).toMatchObject({
      code: 'reference.unknown',
      errors: { collection_id: [expect.any(String)] },
    });
    const code = await desk.send('POST', '/admin/landings', campaign({ slug: 'x-2', code: 'NOPE123' }));
    expect(code.json()).toMatchObject({ code: 'reference.unknown', message: messages.landingCodeUnknown });
    const dates = await desk.send(
      'POST',
      '/admin/landings',
      campaign({ slug: 'x-3', starts_on: baghdadDay(3), ends_on: baghdadDay(1) }),
    );
    expectArabicError(dates, 422);
    expect(dates.json().errors).toHaveProperty('ends_on');
  });

  it('lists every campaign, the seeded one live', async () => {
    const list = (await desk.get('/admin/landings')).json().data as Array<{
      slug: string;
      live: boolean;
      collection_title: string;
    }>;
    expect(list.find((row) => row.slug === 'summer-glow')).toMatchObject({
      live: true,
      collection_title: expect.any(String),
    });
    expectArabicError(await desk.get('/admin/landings/99999'), 404);
  });
});
