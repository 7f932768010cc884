import { ensureConsentDefaults } from './consent-mode';
import { browserStorage, type KeyValueStorage, readJson } from './storage';

/**
 * GA4 e-commerce events in `window.dataLayer`, shaped as Google documents them for the tag manager: a commerce event
 * is `{ event, ecommerce: { currency, value, items, …its parameters } }`, and `{ ecommerce: null }` goes first (spec §1:
 * commerce data is cleared before each push), so no tag reads the items of an earlier event. Money is IQD in whole
 * dinars; an item is a variant, `item_id` its SKU (lib/analytics-items.ts maps the contract's shapes).
 *
 * Pushing is local: the data layer is an array in the page. Nothing leaves the browser unless the shopper accepted
 * cookies and the tag manager was loaded (features/shell/MarketingTag.tsx). docs/decisions.md ("Analytics") says
 * which event fires where.
 */
export const CURRENCY = 'IQD';

export interface AnalyticsItem {
  /** The variant's SKU. */
  item_id: string;
  item_name: string;
  /** The brand's Latin name (the `vendor` of carts and orders). */
  item_brand?: string;
  /** The product's category, in Arabic as the store names it. */
  item_category?: string;
  /** Size or shade. */
  item_variant?: string;
  /** Unit price, whole dinars. */
  price: number;
  quantity: number;
  /** Position in the list it was shown in, from 0. */
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export interface ItemList {
  item_list_id: string;
  item_list_name: string;
}

interface Money {
  /** Defaults to the items' price × quantity. */
  value?: number;
  coupon?: string;
}

/** Each commerce event's own parameters, beside currency, value and items. */
export interface CommerceParams {
  view_item_list: ItemList;
  select_item: ItemList;
  view_item: Money;
  add_to_cart: Money;
  remove_from_cart: Money;
  view_cart: Money;
  add_to_wishlist: Money;
  begin_checkout: Money;
  /** The delivery governorate. */
  add_shipping_info: Money & { shipping_tier: string };
  add_payment_info: Money & { payment_type: string };
  purchase: Money & { transaction_id: string; shipping: number; tax: number };
}
export type CommerceEvent = keyof CommerceParams;

/** The page's data layer; on a page whose head script did not run, the consent defaults go in first. */
export function dataLayer(): unknown[] {
  ensureConsentDefaults();
  return (window as unknown as { dataLayer: unknown[] }).dataLayer;
}

export const itemsValue = (items: readonly AnalyticsItem[]) =>
  items.reduce((sum, item) => sum + item.price * item.quantity, 0);

/** Parameters with a value: an empty coupon is no coupon. */
const present = (params: object) =>
  Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );

export function pushCommerce<E extends CommerceEvent>(
  event: E,
  items: readonly AnalyticsItem[],
  params: CommerceParams[E],
): void {
  if (items.length === 0) return;
  const layer = dataLayer();
  layer.push({ ecommerce: null });
  layer.push({
    event,
    ecommerce: { currency: CURRENCY, value: itemsValue(items), ...present(params), items: items.map(present) },
  });
}

/** Events without commerce data (search, login, sign_up): their parameters sit beside `event`. */
export function pushEvent(event: 'search', params: { search_term: string }): void;
export function pushEvent(event: 'login' | 'sign_up', params: { method: string }): void;
export function pushEvent(event: string, params: Record<string, string>): void {
  dataLayer().push({ event, ...params });
}

/** How the store signs people in (spec §1: a mobile number and a one-time code). */
export const SIGN_IN_METHOD = 'mobile_otp';
/** The one way Iraq pays here (the contract's `cod`). */
export const PAYMENT_TYPE = 'cash_on_delivery';

export const PURCHASES_KEY = 'wb_ga_purchases';
/** Order numbers remembered: far more than anyone reopens, small enough for storage. */
export const REMEMBERED_PURCHASES = 50;

/**
 * `purchase`, once per order: the numbers of orders already sent are kept in `localStorage`, so a reload or a later
 * visit of the thank-you page sends nothing. Returns whether it was pushed. (GA4 also drops a repeated
 * transaction_id; this keeps the data layer itself honest.)
 */
export function purchaseOnce(
  items: readonly AnalyticsItem[],
  params: CommerceParams['purchase'],
  storage: KeyValueStorage = browserStorage('local'),
): boolean {
  const stored = readJson<unknown>(storage, PURCHASES_KEY);
  const sent = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  if (sent.includes(params.transaction_id)) return false;
  storage.setItem(PURCHASES_KEY, JSON.stringify([...sent, params.transaction_id].slice(-REMEMBERED_PURCHASES)));
  pushCommerce('purchase', items, params);
  return true;
}
