import { type Popup, popupPageMap } from '@wb/contract';
import { describe, expect, it } from 'vitest';
import { testPopup } from './popup.fixture';
import { POPUP_SHOW_DELAY_MS, type PopupPageMap, popupPageFor, popupStartsFor } from './popup-pages';
import { soonestPopupMs } from './popup-start';

const popup = (id: number, pages: Popup['pages'], showTime: number) => testPopup({ id, pages, show_time: showTime });

describe('popupPageFor', () => {
  it.each([
    ['/', 'homepage'],
    ['/products-details/12', 'product-details'],
    ['/products-details/12/', 'product-details'],
    ['/products?category=3', 'products'],
    ['/profile', 'profile'],
    ['/profile/orders', 'orders'],
    ['/profile/orders/7', 'order-details'],
    ['/profile/help_us', 'help-us'],
    ['/collections/brands', 'collection-brands'],
    ['/checkout/thankyou', 'thankyou'],
    ['/about-us', 'about'],
  ])('%s is the %s page', (path, label) => {
    expect(popupPageFor(path, popupPageMap)?.label).toBe(label);
  });

  it.each(['/brands/cerave', '/products-details', '/products-details/1/reviews', '/influencer', '/pharmacists/x'])(
    '%s is not in the popup page map',
    (path) => {
      expect(popupPageFor(path, popupPageMap)).toBeNull();
    },
  );

  it('gives a collection page the collection it shows, null when its id is not a number', () => {
    expect(popupPageFor('/collections/allProducts/9', popupPageMap)).toEqual({
      label: 'collection-all-products',
      collectionId: 9,
    });
    expect(popupPageFor('/collections/allProducts/white', popupPageMap)).toEqual({
      label: 'collection-all-products',
      collectionId: null,
    });
  });

  it('gives other pages no collection, so a popup tied to one is not filtered there', () => {
    expect(popupPageFor('/offer-page', popupPageMap)).toEqual({ label: 'offer-page' });
  });

  it('prefers a literal pattern over one with a parameter', () => {
    const map: PopupPageMap = { '/a/[id]': 'any-a', '/a/b': 'literal-b' };
    expect(popupPageFor('/a/b', map)?.label).toBe('literal-b');
    expect(popupPageFor('/a/c', map)?.label).toBe('any-a');
  });

  it('knows only the pages of the map it is given (the server passes the ones popups use)', () => {
    expect(popupPageFor('/cart', { '/': 'homepage' })).toBeNull();
  });
});

describe('popupStartsFor and soonestPopupMs (when PopupHost fetches the scheduler)', () => {
  const popups = [
    popup(1, ['products', 'product-details'], 10),
    popup(2, ['products', 'homepage'], 4),
    popup(3, ['collection-all-products'], 0),
  ];
  const starts = popupStartsFor(popups, popupPageMap);

  it('lists only the pages popups name, each with its soonest delay (100 ms for a show_time of 0)', () => {
    expect(starts.map(([, soonest]) => soonest)).toEqual([4000, 10_000, 4000, POPUP_SHOW_DELAY_MS]);
  });

  it.each([
    ['/', 4000],
    ['/products', 4000],
    ['/products/', 4000],
    ['/products-details/12', 10_000],
    ['/collections/allProducts/9', POPUP_SHOW_DELAY_MS],
    ['/collections/allProducts/10', POPUP_SHOW_DELAY_MS],
    ['/products-details', null],
    ['/products-details/12/reviews', null],
    ['/cart', null],
    ['/brands/cerave', null],
  ])('%s: %s ms at the soonest', (path, soonest) => {
    expect(soonestPopupMs(path, starts)).toBe(soonest);
  });
});
