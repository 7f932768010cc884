import { z } from 'zod';
import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { idParams } from '../schemas/fields';
import {
  wishlistAddBody,
  wishlistCategory,
  wishlistCategoryBody,
  wishlistCategoryRenameBody,
  wishlistDeleteQuery,
  wishlistEntry,
  wishlistMoveBody,
  wishlistPage,
  wishlistQuery,
  wishlistVariantParams,
} from '../schemas/wishlist';

const tag = 'المفضلة';
// All roles: /profile/wishlist lives under /profile, which spec §2 opens to customers, influencers and pharmacists.

const categoryNotFound = {
  code: 'wishlist.category_not_found',
  when: 'The caller has no wishlist list with this id.',
} as const;

export const wishlistRoute = defineRoute(table.wishlistList, {
  tag,
  summary: 'Wishlist entries, newest first, 30 a page, optionally of one category; also every wishlisted variant id.',
  query: wishlistQuery,
  response: wishlistPage,
  failures: [categoryNotFound],
});

// Not in spec §7, which lists no add call; the wishlist cannot fill without one.
export const wishlistAddRoute = defineRoute(table.wishlistAdd, {
  tag,
  summary:
    'Add a variant to the wishlist, optionally under a category (ours: spec §7 shows no add call). Adding one already there is harmless; with a category it moves there.',
  body: wishlistAddBody,
  response: envelope(wishlistEntry),
  successMessage: 'wishlistAdded',
  rateLimited: true,
  idempotent: true,
  guestCode: 'wishlist.login_required',
  failures: [
    { code: 'wishlist.login_required', when: 'A guest: the wishlist needs an account.' },
    { code: 'variant.not_found', when: 'No variant for sale with this id.' },
    categoryNotFound,
    { code: 'wishlist.full', when: 'The wishlist already holds the most entries it may.' },
  ],
});

export const wishlistDeleteRoute = defineRoute(table.wishlistDelete, {
  tag,
  summary: 'Remove a variant from the wishlist (shopify_variant_id in the query).',
  query: wishlistDeleteQuery,
  response: messageOnly,
  successMessage: 'wishlistRemoved',
  rateLimited: true,
  idempotent: true,
  failures: [{ code: 'wishlist.item_not_found', when: "The variant is not in the caller's wishlist." }],
});

// Not in spec §7: moving an entry between named lists needs a call of its own.
export const wishlistMoveRoute = defineRoute(table.wishlistMove, {
  tag,
  summary: 'Move a wishlist entry to another named list, or out of every list (category_id null). Ours.',
  params: wishlistVariantParams,
  body: wishlistMoveBody,
  response: envelope(wishlistEntry),
  successMessage: 'wishlistMoved',
  rateLimited: true,
  idempotent: true,
  failures: [
    { code: 'wishlist.item_not_found', when: "The variant is not in the caller's wishlist." },
    categoryNotFound,
  ],
});

export const wishlistCategoriesRoute = defineRoute(table.wishlistCategories, {
  tag,
  summary: "The caller's wishlist categories with their entry counts, oldest first.",
  response: envelope(z.array(wishlistCategory)),
});

export const wishlistCategoryCreateRoute = defineRoute(table.wishlistCreateCategory, {
  tag,
  summary: 'Create a named wishlist category.',
  body: wishlistCategoryBody,
  response: envelope(wishlistCategory),
  successMessage: 'wishlistCategoryCreated',
  rateLimited: true,
  idempotent: true,
  failures: [
    { code: 'wishlist.category_taken', when: 'The caller already has a list of this name.', field: 'name' },
    { code: 'wishlist.category_limit', when: 'The caller already has the most lists she may.' },
  ],
});

export const wishlistCategoryRenameRoute = defineRoute(table.wishlistRenameCategory, {
  tag,
  summary: 'Rename a wishlist category: a POST carrying _method=PUT (Laravel method spoofing).',
  params: idParams,
  body: wishlistCategoryRenameBody,
  response: envelope(wishlistCategory),
  successMessage: 'updatedSuccessfully',
  rateLimited: true,
  idempotent: true,
  failures: [
    categoryNotFound,
    { code: 'wishlist.category_taken', when: 'The caller already has another list of this name.', field: 'name' },
  ],
});

export const wishlistCategoryDeleteRoute = defineRoute(table.wishlistDeleteCategory, {
  tag,
  summary: 'Delete a wishlist category; its entries stay in the wishlist without a category.',
  params: idParams,
  response: messageOnly,
  successMessage: 'wishlistCategoryDeleted',
  rateLimited: true,
  idempotent: true,
  failures: [categoryNotFound],
});
