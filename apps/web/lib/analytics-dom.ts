import type { AnalyticsItem, ItemList } from './analytics';
import type { ShownItem } from './analytics-items';

/**
 * Cards and the product page are server markup answered by one listener per page (add to cart, the heart), so the
 * analytics item travels the same way: the element around a product carries it as JSON (`data-item`), and a list
 * says which list it is (`data-item-list-id`, `data-item-list-name`). The listeners read them at the moment of the
 * event; no component is hydrated for it, and no extra data is fetched.
 */
export const ITEM_ATTRIBUTE = 'data-item';
const LIST_ID = 'data-item-list-id';
const LIST_NAME = 'data-item-list-name';
export const LIST_SELECTOR = `[${LIST_ID}]`;
export const ITEM_SELECTOR = `[${ITEM_ATTRIBUTE}]`;

export const itemAttributes = (item: ShownItem) => ({ [ITEM_ATTRIBUTE]: JSON.stringify(item) });

export const listAttributes = (list: ItemList | undefined) =>
  list ? { [LIST_ID]: list.item_list_id, [LIST_NAME]: list.item_list_name } : {};

export function listOf(element: Element): ItemList | null {
  const id = element.getAttribute(LIST_ID);
  return id ? { item_list_id: id, item_list_name: element.getAttribute(LIST_NAME) ?? id } : null;
}

/** The item of `holder` (an element with `data-item`), unreadable JSON counting as none. */
export function itemOf(holder: Element): ShownItem | null {
  try {
    const item = JSON.parse(holder.getAttribute(ITEM_ATTRIBUTE) ?? '') as Partial<ShownItem> | null;
    return typeof item?.item_id === 'string' && typeof item.price === 'number' ? (item as ShownItem) : null;
  } catch {
    return null;
  }
}

/**
 * The product around `element` (a button, a link inside a card) as an item of `quantity` units, with its list and its
 * place in it when it is shown in one; null outside any product.
 */
export function itemAround(element: Element, quantity = 1): { item: AnalyticsItem; list: ItemList | null } | null {
  const holder = element.closest(ITEM_SELECTOR);
  const shown = holder ? itemOf(holder) : null;
  if (!holder || !shown) return null;
  const listElement = holder.parentElement?.closest(LIST_SELECTOR) ?? null;
  const list = listElement ? listOf(listElement) : null;
  if (!listElement || !list) return { item: { ...shown, quantity }, list: null };
  const index = Array.from(listElement.querySelectorAll(ITEM_SELECTOR)).indexOf(holder);
  return { item: { ...shown, quantity, index, ...list }, list };
}
