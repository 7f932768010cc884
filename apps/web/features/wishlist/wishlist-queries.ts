import { type MutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { WishlistCategory, WishlistPage } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { changeLocally } from '../session-data/optimistic';
import type { SessionCall } from '../session-data/session-call';

/**
 * The wishlist (issue 13) as TanStack Query options over a `SessionCall`: the hearts' one read of every wishlisted
 * variant, the pages of `/profile/wishlist` and its named lists, and the writes. Every write of the wishlist runs in
 * one `scope`, so taps reach the server in the order they were made; each changes the cache first and puts it back
 * if the server refuses.
 */
export const WISHLIST_PAGE_SIZE = 30;
/** The API's limits, copied (importing the contract's values would ship its schemas); a test keeps them equal. */
export const WISHLIST_LIMITS = { lists: 20, nameLength: 40 } as const;

export const wishlistKeys = {
  all: ['wishlist'] as const,
  ids: ['wishlist', 'ids'] as const,
  pages: ['wishlist', 'page'] as const,
  page: (list: number | null, page: number) => ['wishlist', 'page', list ?? 'all', page] as const,
  categories: ['wishlist', 'categories'] as const,
};

/** `/profile/wishlist?list=3&page=2` (each part only when it is not the default); the server page uses it too. */
export function wishlistHref(list: number | null, page: number): string {
  const query = new URLSearchParams();
  if (list !== null) query.set('list', String(list));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/profile/wishlist?${text}` : '/profile/wishlist';
}

const WISHLIST_WRITES = { id: 'wishlist' };
const writeKey = (name: string) => [...wishlistKeys.all, 'write', name] as const;

/** Every variant the person has in her wishlist: read once a session, kept up to date by the writes here. */
export const wishlistIdsQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: wishlistKeys.ids,
    queryFn: async ({ signal }): Promise<number[]> =>
      (await call(routes.wishlistList, { query: { page: 1, limit: 1 } }, { signal })).variant_ids,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const wishlistPageQuery = (call: SessionCall, list: number | null, page: number) =>
  queryOptions({
    queryKey: wishlistKeys.page(list, page),
    queryFn: async ({ signal }): Promise<WishlistPage> =>
      call(
        routes.wishlistList,
        { query: { page, limit: WISHLIST_PAGE_SIZE, ...(list !== null ? { category_id: list } : {}) } },
        { signal },
      ),
  });

export const wishlistCategoriesQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: wishlistKeys.categories,
    queryFn: async ({ signal }): Promise<WishlistCategory[]> =>
      (await call(routes.wishlistCategories, {}, { signal })).data,
  });

type Rollback = { rollback: () => void };

const withId = (ids: number[], id: number) => (ids.includes(id) ? ids : [...ids, id]);
const withoutId = (ids: number[], id: number) => ids.filter((other) => other !== id);

/** Pages, counts and ids are read again after a write (only those on screen are refetched at once). */
const readAgain = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: wishlistKeys.pages }),
    client.invalidateQueries({ queryKey: wishlistKeys.categories }),
  ]);

/** A removal the server says was already done (another device) is done. */
const alreadyGone = (error: unknown) => error instanceof ApiError && error.code === 'wishlist.item_not_found';

/**
 * A heart's tap: `on` adds the variant, otherwise removes it. The heart fills or empties at once (the ids change
 * locally); a refusal puts it back and says why, in the server's words.
 */
export const heartMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { variantId: number; on: boolean }, Rollback> => ({
  mutationKey: writeKey('heart'),
  scope: WISHLIST_WRITES,
  mutationFn: async ({ variantId, on }) => {
    if (on) return call(routes.wishlistAdd, { body: { shopify_variant_id: variantId } });
    try {
      return await call(routes.wishlistDelete, { query: { shopify_variant_id: variantId } });
    } catch (error) {
      if (alreadyGone(error)) return null;
      throw error;
    }
  },
  onMutate: async ({ variantId, on }) => ({
    rollback: await changeLocally<number[]>(client, [wishlistKeys.ids], (ids) =>
      on ? withId(ids, variantId) : withoutId(ids, variantId),
    ),
  }),
  onSuccess: (_data, { on }) => toast.success(on ? messages.wishlistAdded : messages.wishlistRemoved),
  onError: (error, _variables, context) => {
    context?.rollback();
    toast.error(errorMessage(error));
  },
  // The ids are read now if a tap came before their first read (the tap cancelled it).
  onSettled: () =>
    Promise.all([
      readAgain(client),
      client.getQueryData(wishlistKeys.ids) === undefined
        ? client.invalidateQueries({ queryKey: wishlistKeys.ids })
        : undefined,
    ]),
});

/** Takes one entry off the pages held now (a removal, or a move out of the list on screen). */
function dropEntry(page: WishlistPage, variantId: number): WishlistPage {
  const kept = page.data.filter((entry) => entry.shopify_variant_id !== variantId);
  if (kept.length === page.data.length) return page;
  return { ...page, data: kept, total: Math.max(0, page.total - 1) };
}

/** `/profile/wishlist`: remove an entry (gone from the page and its heart empty at once). */
export const removeEntryMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { variantId: number }, Rollback> => ({
  mutationKey: writeKey('remove'),
  scope: WISHLIST_WRITES,
  mutationFn: async ({ variantId }) => {
    try {
      return await call(routes.wishlistDelete, { query: { shopify_variant_id: variantId } });
    } catch (error) {
      if (alreadyGone(error)) return null;
      throw error;
    }
  },
  onMutate: async ({ variantId }) => {
    const pages = await changeLocally<WishlistPage>(client, pageKeysOf(client), (page) => dropEntry(page, variantId));
    const ids = await changeLocally<number[]>(client, [wishlistKeys.ids], (list) => withoutId(list, variantId));
    return {
      rollback: () => {
        pages();
        ids();
      },
    };
  },
  onSuccess: () => toast.success(messages.wishlistRemoved),
  onError: (error, _variables, context) => {
    context?.rollback();
    toast.error(errorMessage(error));
  },
  onSettled: () => readAgain(client),
});

const pageKeysOf = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ queryKey: wishlistKeys.pages })
    .map((query) => query.queryKey);

/**
 * `/profile/wishlist`: file an entry under another list (null: none). On the page of one list, an entry moved away
 * leaves it at once; on "all", its list changes in place.
 */
export const moveEntryMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { variantId: number; categoryId: number | null }, Rollback> => ({
  mutationKey: writeKey('move'),
  scope: WISHLIST_WRITES,
  mutationFn: async ({ variantId, categoryId }) =>
    (
      await call(routes.wishlistMove, {
        params: { shopify_variant_id: variantId },
        body: { category_id: categoryId },
      })
    ).data,
  onMutate: async ({ variantId, categoryId }) => ({
    rollback: await changeLocally<WishlistPage>(client, pageKeysOf(client), (page, key) => {
      const list = key[2];
      if (list !== 'all' && list !== categoryId) return dropEntry(page, variantId);
      return {
        ...page,
        data: page.data.map((entry) =>
          entry.shopify_variant_id === variantId ? { ...entry, category_id: categoryId } : entry,
        ),
      };
    }),
  }),
  onSuccess: () => toast.success(messages.wishlistMoved),
  onError: (error, _variables, context) => {
    context?.rollback();
    toast.error(errorMessage(error));
  },
  onSettled: () => readAgain(client),
});

/** A new named list: the form shows a refusal itself (a name taken, the list limit). */
export const createListMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<WishlistCategory, unknown, { name: string }> => ({
  mutationKey: writeKey('create-list'),
  scope: WISHLIST_WRITES,
  mutationFn: async ({ name }) => (await call(routes.wishlistCreateCategory, { body: { name } })).data,
  onSuccess: async (created) => {
    await changeLocally<WishlistCategory[]>(client, [wishlistKeys.categories], (lists) => [...lists, created]);
    toast.success(messages.wishlistCategoryCreated);
  },
});

/**
 * Rename a list (spec §7: a POST with `_method` PUT). A refusal with a reason (a name taken) is shown by the form;
 * one without (no answer) says spec §8's 'Failed to update category name'.
 */
export const renameListMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<WishlistCategory, unknown, { id: number; name: string }> => ({
  mutationKey: writeKey('rename-list'),
  scope: WISHLIST_WRITES,
  mutationFn: async ({ id, name }) =>
    (await call(routes.wishlistRenameCategory, { params: { id }, body: { name, _method: 'PUT' } })).data,
  onSuccess: async (renamed) => {
    await changeLocally<WishlistCategory[]>(client, [wishlistKeys.categories], (lists) =>
      lists.map((list) => (list.id === renamed.id ? renamed : list)),
    );
    toast.success(messages.updatedSuccessfully);
  },
});

/** What a failed rename says: the server's reason, or spec §8's message when there is none. */
export function renameFailure(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError && error.status < 500
    ? errorMessage(error, messages.updateCategoryNameFailed)
    : messages.updateCategoryNameFailed;
}

/** Delete a list; its entries stay in the wishlist, in no list. */
export const deleteListMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { id: number }> => ({
  mutationKey: writeKey('delete-list'),
  scope: WISHLIST_WRITES,
  mutationFn: ({ id }) => call(routes.wishlistDeleteCategory, { params: { id } }),
  onSuccess: async (_data, { id }) => {
    await changeLocally<WishlistCategory[]>(client, [wishlistKeys.categories], (lists) =>
      lists.filter((list) => list.id !== id),
    );
    toast.success(messages.wishlistCategoryDeleted);
    await readAgain(client);
  },
  onError: (error) => toast.error(errorMessage(error)),
});
