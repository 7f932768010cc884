import { type Popup, popupPageMap } from '@wb/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type KeyValueStorage, memoryStorage, systemClock } from '../../lib/storage';
import { testPopup as popup } from './popup.fixture';
import { POPUP_SHOW_DELAY_MS } from './popup-pages';
import {
  buttonLinkOf,
  createPopupCloseLog,
  createPopupVisitLog,
  createPopupVisits,
  popupsForPage,
} from './popup-rules';
import { POPUP_SHOWN_THIS_VISIT_KEY, type PopupState } from './popup-start';

/**
 * The shop's own popup rules on top of spec §4 (issue 24, docs/decisions.md): popups sell, they do not block. Never
 * on the checkout, the thank-you page or sign-in; at most one popup a visit (a browser session); a button leads to
 * a page of the store or a collection.
 */
const NOW = new Date('2026-11-28T08:00:00Z').getTime();

describe('where a button leads', () => {
  it('to the page of the store it names, ahead of its collection', () => {
    const quiz = popup({ button_text: 'ابدئي الاختبار', button_link: '/survey/quiz', collection_id: 9 });
    expect(buttonLinkOf(quiz)).toEqual({ href: '/survey/quiz', label: 'ابدئي الاختبار' });
  });

  it('else to its collection, and nowhere without button text or a target', () => {
    expect(buttonLinkOf(popup({ collection_id: 9, button_text: ' اطلبي الآن ' }))).toEqual({
      href: '/collections/allProducts/9',
      label: 'اطلبي الآن',
    });
    expect(buttonLinkOf(popup({ collection_id: 9, button_link: '/survey/quiz', button_text: null }))).toBeNull();
    expect(buttonLinkOf(popup({ collection_id: null, button_text: 'حمّل التطبيق' }))).toBeNull();
  });
});

describe('never on the checkout, the thank-you page or sign-in', () => {
  it.each(['checkout', 'thankyou', 'auth'] as const)('shows nothing on %s even when a popup names it', (label) => {
    const notice = popup({ pages: ['cart', label] });
    expect(popupsForPage([notice], { label })).toEqual([]);
    expect(popupsForPage([notice], { label: 'cart' })).toEqual([notice]);
  });
});

describe('one popup a visit (sessionStorage)', () => {
  let visitStorage: KeyValueStorage;
  let shown: Array<Popup | null>;
  let states: PopupState[];

  /** A page load of the visit: the scheduler made anew, over the visit's sessionStorage. */
  function pageLoad(popups: Popup[], busy = () => false) {
    return createPopupVisits({
      busy,
      popups,
      pageMap: popupPageMap,
      closeLog: createPopupCloseLog(memoryStorage()),
      visitLog: createPopupVisitLog(visitStorage),
      clock: systemClock,
      userType: () => null,
      onShow: (value) => shown.push(value),
      onState: (state) => states.push(state),
    });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    visitStorage = memoryStorage();
    shown = [];
    states = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after the first popup of the visit, no other page shows one, and it does not come back', () => {
    const welcome = popup({ pages: ['homepage'] });
    const quiz = popup({ pages: ['categories'] });
    const delivery = popup({ pages: ['cart'], reshow_time: 3600 });
    const visit = pageLoad([welcome, quiz, delivery]);
    visit.visit('/');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    visit.close();
    for (const path of ['/categories', '/cart', '/']) {
      visit.visit(path);
      vi.advanceTimersByTime(60_000);
    }
    expect(shown).toEqual([welcome, null]);
    expect(states.slice(-3)).toEqual(['settled', 'settled', 'settled']);
    expect(visitStorage.getItem(POPUP_SHOWN_THIS_VISIT_KEY)).toBe(String(welcome.id));
  });

  it('holds across page loads of the same visit (a reload, a link opened in the tab)', () => {
    const quiz = popup({ pages: ['categories'] });
    pageLoad([quiz]).visit('/categories');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    pageLoad([quiz]).visit('/categories');
    vi.advanceTimersByTime(60_000);
    expect(shown).toEqual([quiz]);
  });

  it('a popup left behind before it was due does not count: the next page may show one', () => {
    const welcome = popup({ pages: ['homepage'], show_time: 5 });
    const quiz = popup({ pages: ['categories'] });
    const visit = pageLoad([welcome, quiz]);
    visit.visit('/');
    vi.advanceTimersByTime(4000);
    visit.visit('/categories');
    vi.advanceTimersByTime(60_000);
    expect(shown).toEqual([quiz]);
  });

  it('a new visit (a new session) may be greeted again', () => {
    const quiz = popup({ pages: ['categories'] });
    pageLoad([quiz]).visit('/categories');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    visitStorage = memoryStorage();
    pageLoad([quiz]).visit('/categories');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    expect(shown).toEqual([quiz, quiz]);
  });

  it('a popup due on the checkout path shows nothing there, and the visit keeps its one popup for later', () => {
    const offer = popup({ pages: ['checkout', 'cart'] });
    const visit = pageLoad([offer]);
    visit.visit('/checkout');
    vi.advanceTimersByTime(60_000);
    expect([shown, states]).toEqual([[], ['settled']]);
    visit.visit('/cart');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    expect(shown).toEqual([offer]);
  });

  it('a popup due while the shopper is in a dialog of her own (the cart drawer) is not shown, and the visit keeps its one', () => {
    const welcome = popup({ pages: ['homepage'] });
    const quiz = popup({ pages: ['categories'] });
    let drawerOpen = true;
    const visit = pageLoad([welcome, quiz], () => drawerOpen);
    visit.visit('/');
    vi.advanceTimersByTime(60_000);
    expect([shown, states.at(-1)]).toEqual([[], 'settled']);
    drawerOpen = false;
    visit.visit('/categories');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    expect(shown).toEqual([quiz]);
  });
});
