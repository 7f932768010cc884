import type { MutationOptions } from '@tanstack/react-query';
import {
  WISHLIST_PAGE_SIZE as API_PAGE_SIZE,
  MAX_WISHLIST_CATEGORIES,
  WISHLIST_NAME_MAX,
  type WishlistEntry,
  type WishlistPage,
} from '@wb/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast } from '@/lib/toast';
import { createSessionQueryClient } from '../session-data/query-client';
import { apiFailure, deferred, fakeCall, runMutation } from '../session-data/session-call.fixture';
import {
  heartMutation,
  moveEntryMutation,
  removeEntryMutation,
  renameFailure,
  WISHLIST_LIMITS,
  WISHLIST_PAGE_SIZE,
  wishlistHref,
  wishlistIdsQuery,
  wishlistKeys,
} from './wishlist-queries';

describe("the web's copies of the API's limits", () => {
  it("are the contract's values", () => {
    expect(WISHLIST_PAGE_SIZE).toBe(API_PAGE_SIZE);
    expect(WISHLIST_LIMITS).toEqual({ lists: MAX_WISHLIST_CATEGORIES, nameLength: WISHLIST_NAME_MAX });
  });
});

/** The wishlist's optimistic writes: the heart and the page change at once, and a refusal puts them back. */
function entry(variant: number, category: number | null): WishlistEntry {
  return { id: variant, shopify_variant_id: variant, category_id: category } as unknown as WishlistEntry;
}
const pageOf = (entries: WishlistEntry[]): WishlistPage => ({
  data: entries,
  page: 1,
  limit: 30,
  total: entries.length,
  total_pages: 1,
  variant_ids: entries.map((e) => e.shopify_variant_id),
});

let client = createSessionQueryClient();
const toastsOf = (kind: 'error' | 'success') =>
  currentToasts()
    .filter((toast) => toast.kind === kind)
    .map((toast) => toast.message);
const ids = () => client.getQueryData<number[]>(wishlistKeys.ids);
const variantsOn = (list: number | null) =>
  client.getQueryData<WishlistPage>(wishlistKeys.page(list, 1))?.data.map((e) => e.shopify_variant_id);
function run<V, C>(options: MutationOptions<unknown, unknown, V, C>, variables: V) {
  return runMutation(client, options, variables);
}

beforeEach(() => {
  client = createSessionQueryClient();
  client.setQueryData(wishlistKeys.ids, [1, 2]);
  client.setQueryData(wishlistKeys.page(null, 1), pageOf([entry(1, 7), entry(2, null)]));
  client.setQueryData(wishlistKeys.page(7, 1), pageOf([entry(1, 7)]));
});
afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
  client.clear();
});

describe('the heart', () => {
  it('fills at once, and the server hears an add', async () => {
    const answer = deferred<unknown>();
    const api = fakeCall({ 'wishlist.add': () => answer.promise });
    const done = run(heartMutation(client, api.call), { variantId: 9, on: true });
    await vi.waitFor(() => expect(ids()).toEqual([1, 2, 9]));
    answer.resolve({ data: entry(9, null), message: 'ok' });
    await done;
    expect(api.calls[0]?.input).toEqual({ body: { shopify_variant_id: 9 } });
    expect(toastsOf('success')).toEqual(['تمت الإضافة إلى المفضلة.']);
  });

  it('empties again and says why when the server refuses', async () => {
    const api = fakeCall({
      'wishlist.add': () => {
        throw apiFailure(409, 'wishlist.full', 'قائمة المفضلة ممتلئة');
      },
    });
    await expect(run(heartMutation(client, api.call), { variantId: 9, on: true })).rejects.toThrow();
    expect(ids()).toEqual([1, 2]);
    expect(toastsOf('error')).toEqual(['قائمة المفضلة ممتلئة']);
  });

  it('takes a removal the server had already done as done', async () => {
    const api = fakeCall({
      'wishlist.delete': () => {
        throw apiFailure(404, 'wishlist.item_not_found');
      },
    });
    await run(heartMutation(client, api.call), { variantId: 2, on: false });
    expect(ids()).toEqual([1]);
    expect(toastsOf('error')).toEqual([]);
  });

  it('reads the wishlisted variants from the list call (one entry a page is enough)', async () => {
    const api = fakeCall({ 'wishlist.list': () => ({ ...pageOf([]), variant_ids: [4, 5] }) });
    client.removeQueries({ queryKey: wishlistKeys.ids });
    expect(await client.fetchQuery(wishlistIdsQuery(api.call))).toEqual([4, 5]);
    expect(api.calls[0]?.input).toEqual({ query: { page: 1, limit: 1 } });
  });
});

describe('the wishlist page', () => {
  it('a moved entry leaves the page of the list it left, and changes list in place on "all"', async () => {
    const api = fakeCall({ 'wishlist.move': () => ({ data: entry(1, 8), message: 'ok' }) });
    await run(moveEntryMutation(client, api.call), { variantId: 1, categoryId: 8 });
    expect(variantsOn(7)).toEqual([]);
    expect(client.getQueryData<WishlistPage>(wishlistKeys.page(null, 1))?.data[0]?.category_id).toBe(8);
    expect(api.calls[0]?.input).toEqual({ params: { shopify_variant_id: 1 }, body: { category_id: 8 } });
  });

  it('a removal refused puts the entry and its heart back', async () => {
    const api = fakeCall({
      'wishlist.delete': () => {
        throw apiFailure(0, null, 'خطأ في الاتصال بالخادم. تحقق من اتصالك بالإنترنت.');
      },
    });
    await expect(run(removeEntryMutation(client, api.call), { variantId: 1 })).rejects.toThrow();
    expect(variantsOn(null)).toEqual([1, 2]);
    expect(ids()).toEqual([1, 2]);
  });

  it("a rename that fails without a reason says spec §8's message; with one, the reason", () => {
    expect(renameFailure(apiFailure(0, null, 'no answer'))).toBe('Failed to update category name');
    expect(renameFailure(apiFailure(409, 'wishlist.category_taken', 'لديك قائمة بهذا الاسم.'))).toBe(
      'لديك قائمة بهذا الاسم.',
    );
  });

  it('keeps the list and the page in its address', () => {
    expect(wishlistHref(null, 1)).toBe('/profile/wishlist');
    expect(wishlistHref(3, 2)).toBe('/profile/wishlist?list=3&page=2');
  });
});
