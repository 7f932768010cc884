import { type Popup, popupPageMap } from '@wb/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, systemClock } from '../../lib/storage';
import { testPopup as popup } from './popup.fixture';
import { POPUP_SHOW_DELAY_MS, type PopupPageMap } from './popup-pages';
import {
  choosePopup,
  createPopupCloseLog,
  createPopupVisits,
  isClosable,
  POPUP_CLOSED_AT_KEY,
  type PopupVisitLog,
  popupsAllowedFor,
  popupsForPage,
  showsOkButton,
  userTypeFromCookies,
} from './popup-rules';
import type { PopupState } from './popup-start';

const never = () => undefined;
const NOW = new Date('2025-03-01T08:00:00Z').getTime();

describe('who sees popups', () => {
  it.each([
    [null, true],
    ['customer', true],
    ['guest', true],
    ['something-new', true],
    ['pharmacist', false],
    ['influencer', false],
  ])('user type %s: %s', (userType, allowed) => {
    expect(popupsAllowedFor(userType)).toBe(allowed);
  });

  const stored = (userType: string) =>
    encodeURIComponent(JSON.stringify({ id: 7, user_type: userType, mobile: '+9647701000003', name: 'سارة' }));

  it.each([
    ['', null],
    ['wb_cookie=1', null],
    [`wb_userData=${stored('pharmacist')}`, 'pharmacist'],
    [`a=1; wb_userData=${stored('influencer')}; wb_expiresAt=2025-03-01`, 'influencer'],
    [`wb_userData=${stored('customer')}`, 'customer'],
    ['wb_userData={not json', null],
    ['wb_userData=%E0%A4%A', null],
    ['wb_userData=null', null],
    // Not a stored user (no id, name or mobile), or an unknown type: a guest, as the header sees it.
    [`wb_userData=${encodeURIComponent(JSON.stringify({ user_type: 'pharmacist' }))}`, null],
    [`wb_userData=${stored('superuser')}`, null],
    [`wb_userDataOld=${stored('pharmacist')}`, null],
  ])('reads the user type from %j', (cookies, userType) => {
    expect(userTypeFromCookies(cookies)).toBe(userType);
  });
});

describe('closing controls', () => {
  it.each([
    ['closable, no button text', { closeable: '1', button_text: null }, true],
    ['closable, with button text', { closeable: '1', button_text: 'تسوقي الآن' }, true],
    ['not closable, with button text', { closeable: '0', button_text: 'فهمت' }, true],
    ['not closable, no button text', { closeable: '0', button_text: null }, false],
    ['not closable, blank button text', { closeable: '0', button_text: '  ' }, false],
  ] as const)("'حسناً' when %s: %s", (_case, fields, shown) => {
    expect(showsOkButton(popup(fields))).toBe(shown);
  });

  it('closes on the backdrop and Escape only when closeable is "1"', () => {
    expect(isClosable(popup({ closeable: '1' }))).toBe(true);
    expect(isClosable(popup({ closeable: '0' }))).toBe(false);
  });
});

describe('popupsForPage', () => {
  it('keeps the active popups naming the page', () => {
    const home = popup({ pages: ['homepage', 'cart'] });
    const inactive = popup({ status: false });
    const elsewhere = popup({ pages: ['cart'] });
    expect(popupsForPage([home, inactive, elsewhere], { label: 'homepage' })).toEqual([home]);
  });

  it('on a collection page keeps popups tied to that collection or to none', () => {
    const pages: Popup['pages'] = ['collection-all-products'];
    const mine = popup({ pages, collection_id: 9 });
    const other = popup({ pages, collection_id: 10 });
    const any = popup({ pages });
    expect(popupsForPage([mine, other, any], { label: 'collection-all-products', collectionId: 9 })).toEqual([
      mine,
      any,
    ]);
    expect(popupsForPage([mine, other, any], { label: 'collection-all-products', collectionId: null })).toEqual([any]);
  });

  it('elsewhere shows a popup tied to a collection (its button leads there)', () => {
    const whiteFriday = popup({ pages: ['offer-page'], collection_id: 9, button_text: 'شاهدي العروض' });
    expect(popupsForPage([whiteFriday], { label: 'offer-page' })).toEqual([whiteFriday]);
  });

  it('leaves out a popup nobody could close (not closable, no button text)', () => {
    const trap = popup({ closeable: '0', button_text: null });
    const notice = popup({ closeable: '0', button_text: 'فهمت' });
    expect(popupsForPage([trap, notice], { label: 'homepage' })).toEqual([notice]);
  });
});

describe('choosePopup (spec §4 priority)', () => {
  it('1. a popup with show_time > 0 appears after that many seconds, ahead of the others', () => {
    const plain = popup();
    const reshow = popup({ reshow_time: 60 });
    const timed = popup({ show_time: 5 });
    expect(choosePopup([plain, reshow, timed], never, NOW)).toEqual({ popup: timed, delayMs: 5000 });
  });

  it('1. the first timed popup wins, and a recent close does not hold it back', () => {
    const app = popup({ show_time: 10, reshow_time: 86_400 });
    const later = popup({ show_time: 2 });
    expect(choosePopup([app, later], () => NOW - 1000, NOW)).toEqual({ popup: app, delayMs: 10_000 });
  });

  it('2. a reshow popup never closed appears after 100 ms, ahead of a both-zero one', () => {
    const plain = popup();
    const reshow = popup({ reshow_time: 3600 });
    expect(choosePopup([plain, reshow], never, NOW)).toEqual({ popup: reshow, delayMs: POPUP_SHOW_DELAY_MS });
  });

  it('2. a reshow popup comes back once reshow_time seconds have passed since its close', () => {
    const reshow = popup({ reshow_time: 3600 });
    expect(choosePopup([reshow], () => NOW - 3_600_000, NOW)?.popup).toBe(reshow);
    expect(choosePopup([reshow], () => NOW - 3_599_999, NOW)).toBeNull();
  });

  it('2. a close time in the future (clock moved back) does not hide the popup', () => {
    const reshow = popup({ reshow_time: 3600 });
    expect(choosePopup([reshow], () => NOW + 60_000, NOW)?.popup).toBe(reshow);
  });

  it('2. a reshow popup closed too recently gives way to the next due one', () => {
    const recent = popup({ reshow_time: 3600 });
    const due = popup({ reshow_time: 60 });
    const plain = popup();
    const closedAt = (id: number) => (id === recent.id ? NOW - 1000 : NOW - 120_000);
    expect(choosePopup([recent, due, plain], closedAt, NOW)?.popup).toBe(due);
    expect(choosePopup([recent, plain], closedAt, NOW)).toEqual({ popup: plain, delayMs: POPUP_SHOW_DELAY_MS });
    expect(choosePopup([recent], closedAt, NOW)).toBeNull();
  });

  it('3. else the first popup with both times 0 appears after 100 ms', () => {
    const first = popup();
    const second = popup();
    expect(choosePopup([first, second], never, NOW)).toEqual({ popup: first, delayMs: POPUP_SHOW_DELAY_MS });
  });

  it('nothing is due on a page without popups', () => {
    expect(choosePopup([], never, NOW)).toBeNull();
  });
});

describe('popup close log (localStorage)', () => {
  it('records the close time only for popups with a reshow_time', () => {
    const storage = memoryStorage();
    const log = createPopupCloseLog(storage);
    const reshow = popup({ reshow_time: 60 });
    const once = popup();
    log.recordClose(reshow, NOW);
    log.recordClose(once, NOW);
    expect(log.closedAt(reshow.id)).toBe(NOW);
    expect(log.closedAt(once.id)).toBeUndefined();
    expect(JSON.parse(storage.getItem(POPUP_CLOSED_AT_KEY) ?? '')).toEqual({ [reshow.id]: NOW });
  });

  it('keeps the other popups’ times when one is recorded again', () => {
    const log = createPopupCloseLog(memoryStorage());
    const a = popup({ reshow_time: 60 });
    const b = popup({ reshow_time: 60 });
    log.recordClose(a, NOW);
    log.recordClose(b, NOW + 1);
    log.recordClose(a, NOW + 2);
    expect([log.closedAt(a.id), log.closedAt(b.id)]).toEqual([NOW + 2, NOW + 1]);
  });

  it.each(['{broken', '[1,2]', '42', '{"5":"yesterday"}'])('reads %s as never closed', (stored) => {
    const storage = memoryStorage();
    storage.setItem(POPUP_CLOSED_AT_KEY, stored);
    expect(createPopupCloseLog(storage).closedAt(5)).toBeUndefined();
  });
});

/** Spec §4 alone: the shop's one-popup-a-visit limit lifted (it has tests of its own, popup-shop-rules.test.ts). */
const noVisitLimit: PopupVisitLog = { shownThisVisit: () => false, recordShown: () => {} };

describe('popup visits (timers)', () => {
  const map: PopupPageMap = popupPageMap;
  let storage: ReturnType<typeof memoryStorage>;
  let userType: string | null;
  let shown: Array<Popup | null>;
  let states: PopupState[];

  function visits(popups: Popup[]) {
    return createPopupVisits({
      popups,
      pageMap: map,
      closeLog: createPopupCloseLog(storage),
      visitLog: noVisitLimit,
      clock: systemClock,
      userType: () => userType,
      onShow: (value) => shown.push(value),
      onState: (state) => states.push(state),
    });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    storage = memoryStorage();
    userType = null;
    shown = [];
    states = [];
  });

  it('says a popup is waiting, then shown, then settled once closed', () => {
    const welcome = popup({ pages: ['homepage'], show_time: 5 });
    const page = visits([welcome]);
    page.visit('/');
    expect(states).toEqual(['waiting']);
    vi.advanceTimersByTime(5000);
    expect(states).toEqual(['waiting', 'shown']);
    page.close();
    expect(states).toEqual(['waiting', 'shown', 'settled']);
  });

  it('says the page is settled at once when no popup will open: a seller, a page without one, one closed too recently', () => {
    const offer = popup({ pages: ['homepage'], reshow_time: 1800 });
    userType = 'pharmacist';
    visits([offer]).visit('/');
    userType = null;
    visits([offer]).visit('/brands');
    createPopupCloseLog(storage).recordClose(offer, Date.now());
    visits([offer]).visit('/');
    expect(states).toEqual(['settled', 'settled', 'settled']);
    vi.runAllTimers();
    expect(shown).toEqual([]);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the homepage popup after its show_time', () => {
    const welcome = popup({ pages: ['homepage'], show_time: 5 });
    visits([welcome]).visit('/');
    vi.advanceTimersByTime(4999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([welcome]);
  });

  it('counts the delay from when the page was entered, not from when the scheduler arrived', () => {
    const welcome = popup({ pages: ['homepage'], show_time: 5 });
    visits([welcome]).visit('/', Date.now() - 3500);
    vi.advanceTimersByTime(1499);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([welcome]);
  });

  it('shows at once a popup already overdue when the scheduler arrives', () => {
    const quiz = popup({ pages: ['categories'] });
    visits([quiz]).visit('/categories', Date.now() - 2000);
    vi.advanceTimersByTime(0);
    expect(shown).toEqual([quiz]);
  });

  it('shows a both-zero popup after 100 ms, once: closed, it stays closed on that page', () => {
    const quiz = popup({ pages: ['categories'] });
    const session = visits([quiz]);
    session.visit('/categories');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([quiz]);
    session.close();
    expect(shown).toEqual([quiz, null]);
    session.visit('/categories?sort=title');
    session.visit('/categories/');
    vi.advanceTimersByTime(60_000);
    expect(shown).toEqual([quiz, null]);
  });

  it('shows it again after a route change and back', () => {
    const quiz = popup({ pages: ['categories'] });
    const session = visits([quiz]);
    session.visit('/categories');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    session.close();
    session.visit('/');
    session.visit('/categories');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    expect(shown).toEqual([quiz, null, quiz]);
  });

  it('a route change cancels a popup not yet due and hides one that is showing', () => {
    const app = popup({ pages: ['products', 'product-details'], show_time: 10 });
    const session = visits([app]);
    session.visit('/products');
    vi.advanceTimersByTime(9999);
    session.visit('/products-details/4');
    vi.advanceTimersByTime(9999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([app]);
    session.visit('/brands/cerave');
    expect(shown).toEqual([app, null]);
    vi.advanceTimersByTime(60_000);
    expect(shown).toEqual([app, null]);
  });

  it('a closed reshow popup stays away for reshow_time, then comes back', () => {
    const delivery = popup({ pages: ['cart'], reshow_time: 3600 });
    const session = visits([delivery]);
    session.visit('/cart');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    session.close();
    expect(JSON.parse(storage.getItem(POPUP_CLOSED_AT_KEY) ?? '')).toEqual({ [delivery.id]: NOW + 100 });
    session.visit('/');
    vi.advanceTimersByTime(3_599_000);
    session.visit('/cart');
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([delivery, null]);
    session.visit('/');
    session.visit('/cart');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    expect(shown).toEqual([delivery, null, delivery]);
  });

  it('a reshow popup left open (not closed) shows again on the next visit', () => {
    const delivery = popup({ pages: ['cart'], reshow_time: 3600 });
    const session = visits([delivery]);
    session.visit('/cart');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    session.visit('/');
    session.visit('/cart');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    expect(shown).toEqual([delivery, null, delivery]);
    expect(storage.getItem(POPUP_CLOSED_AT_KEY)).toBeNull();
  });

  it.each(['pharmacist', 'influencer'])('never shows popups to a %s', (type) => {
    userType = type;
    visits([popup({ pages: ['homepage'] })]).visit('/');
    vi.advanceTimersByTime(60_000);
    expect(shown).toEqual([]);
  });

  it.each([null, 'customer'])('shows popups to user type %s', (type) => {
    userType = type;
    const welcome = popup({ pages: ['homepage'] });
    visits([welcome]).visit('/');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    expect(shown).toEqual([welcome]);
  });

  it('does not show a due popup to a shopper who became a pharmacist while it waited', () => {
    visits([popup({ pages: ['homepage'], show_time: 5 })]).visit('/');
    userType = 'pharmacist';
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual([]);
  });

  it('shows a collection popup only on its own collection page', () => {
    const whiteFriday = popup({ pages: ['collection-all-products'], collection_id: 9, button_text: 'شاهدي العروض' });
    const session = visits([whiteFriday]);
    session.visit('/collections/allProducts/10');
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([]);
    session.visit('/collections/allProducts/9');
    vi.advanceTimersByTime(POPUP_SHOW_DELAY_MS);
    expect(shown).toEqual([whiteFriday]);
  });

  it('schedules nothing on a page outside the map, and close without a popup does nothing', () => {
    const session = visits([popup({ pages: ['homepage'] })]);
    session.visit('/brands/cerave');
    session.close();
    vi.advanceTimersByTime(60_000);
    expect([shown, storage.getItem(POPUP_CLOSED_AT_KEY)]).toEqual([[], null]);
  });

  it('dispose cancels what was scheduled', () => {
    const session = visits([popup({ pages: ['homepage'], show_time: 5 })]);
    session.visit('/');
    session.dispose();
    vi.advanceTimersByTime(60_000);
    expect(shown).toEqual([]);
  });
});
