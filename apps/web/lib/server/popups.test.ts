import type { Popup } from '@wb/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getActivePopups, POPUPS_REVALIDATE, pageMapFor } from './popups';

const welcome: Popup = {
  id: 1,
  title: 'أهلاً بك في وندر بيوتي',
  description: 'خصم 10% على طلبك الأول',
  pages: ['homepage'],
  status: true,
  collection_id: null,
  content_type: 'image',
  image_path: { url: '/media/popups/1.svg?v=1' },
  button_text: 'تسوقي الآن',
  closeable: '1',
  show_time: 5,
  reshow_time: 0,
  button_link: null,
};

function answer(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getActivePopups', () => {
  it('asks the API once a minute at most (spec §9: 60 s)', async () => {
    const fetch = answer({ popUps: [welcome], message: 'ok' });
    vi.stubGlobal('fetch', fetch);
    expect(await getActivePopups()).toEqual([welcome]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit & { next?: { revalidate?: number } }];
    expect(url).toMatch(/\/api\/v2\/app\/popups$/);
    expect(init.next?.revalidate).toBe(POPUPS_REVALIDATE);
  });

  it('drops an inactive or malformed popup and keeps the others', async () => {
    const inactive = { ...welcome, id: 2, status: false };
    const malformed = { ...welcome, id: 3, closeable: true, pages: ['nowhere'] };
    vi.stubGlobal('fetch', answer({ popUps: [inactive, malformed, welcome], message: 'ok' }));
    expect(await getActivePopups()).toEqual([welcome]);
  });

  it.each([
    ['the API is down', vi.fn(async () => Promise.reject(new TypeError('fetch failed')))],
    ['the API fails', answer({ message: 'خطأ' }, 500)],
    ['the answer has no list', answer({ message: 'ok' })],
  ])('gives no popups when %s', async (_case, fetch) => {
    vi.stubGlobal('fetch', fetch);
    expect(await getActivePopups()).toEqual([]);
  });
});

describe('pageMapFor', () => {
  it('keeps only the patterns of the pages the popups name', () => {
    const popups: Popup[] = [
      welcome,
      { ...welcome, id: 5, pages: ['collection-all-products', 'offer-page'], collection_id: 9 },
    ];
    expect(pageMapFor(popups)).toEqual({
      '/': 'homepage',
      '/offer-page': 'offer-page',
      '/collections/allProducts/[collection_id]': 'collection-all-products',
    });
    expect(pageMapFor([])).toEqual({});
  });

  it('never gives the browser the checkout, the thank-you page or sign-in, whatever a popup names', () => {
    const notice: Popup = { ...welcome, id: 6, pages: ['cart', 'checkout', 'thankyou', 'auth'] };
    expect(pageMapFor([notice])).toEqual({ '/cart': 'cart' });
  });
});
