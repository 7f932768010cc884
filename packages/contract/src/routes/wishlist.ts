import { z } from 'zod';
import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import { idParams } from '../schemas/fields';
import {
  wishlistAddBody,
  wishlistCategory,
  wishlistCategoryBody,
  wishlistCategoryRenameBody,
  wishlistDeleteQuery,
  wishlistEntry,
  wishlistPage,
  wishlistQuery,
} from '../schemas/wishlist';

const tag = 'المفضلة';
// All roles: /profile/wishlist lives under /profile, which spec §2 opens to customers, influencers and pharmacists.
const access = ['customer', 'influencer', 'pharmacist'] as const;

export const wishlistRoute = defineRoute({
  id: 'wishlist.list',
  method: 'GET',
  path: '/app/wishlist',
  access,
  tag,
  summary: 'Wishlist entries, 30 a page, optionally of one category; also every wishlisted variant id.',
  query: wishlistQuery,
  response: wishlistPage,
  plannedIn: 'later',
});

// Not in spec §7, which lists no add call; the wishlist cannot fill without one.
export const wishlistAddRoute = defineRoute({
  id: 'wishlist.add',
  method: 'POST',
  path: '/app/wishlist',
  access,
  tag,
  summary: 'Add a variant to the wishlist, optionally under a category (ours: spec §7 shows no add call).',
  body: wishlistAddBody,
  response: envelope(wishlistEntry),
  successMessage: 'wishlistAdded',
  plannedIn: 'later',
});

export const wishlistDeleteRoute = defineRoute({
  id: 'wishlist.delete',
  method: 'DELETE',
  path: '/app/wishlist/delete',
  access,
  tag,
  summary: 'Remove a variant from the wishlist (shopify_variant_id in the query).',
  query: wishlistDeleteQuery,
  response: messageOnly,
  successMessage: 'wishlistRemoved',
  plannedIn: 'later',
});

export const wishlistCategoriesRoute = defineRoute({
  id: 'wishlist.categories',
  method: 'GET',
  path: '/app/wishlist/category',
  access,
  tag,
  summary: "The caller's wishlist categories with their entry counts.",
  response: envelope(z.array(wishlistCategory)),
  plannedIn: 'later',
});

export const wishlistCategoryCreateRoute = defineRoute({
  id: 'wishlist.createCategory',
  method: 'POST',
  path: '/app/wishlist/category',
  access,
  tag,
  summary: 'Create a named wishlist category.',
  body: wishlistCategoryBody,
  response: envelope(wishlistCategory),
  successMessage: 'wishlistCategoryCreated',
  plannedIn: 'later',
});

export const wishlistCategoryRenameRoute = defineRoute({
  id: 'wishlist.renameCategory',
  method: 'POST',
  path: '/app/wishlist/category/{id}',
  access,
  tag,
  summary: 'Rename a wishlist category: a POST carrying _method=PUT (Laravel method spoofing).',
  params: idParams,
  body: wishlistCategoryRenameBody,
  response: envelope(wishlistCategory),
  successMessage: 'updatedSuccessfully',
  plannedIn: 'later',
});

export const wishlistCategoryDeleteRoute = defineRoute({
  id: 'wishlist.deleteCategory',
  method: 'DELETE',
  path: '/app/wishlist/category/{id}',
  access,
  tag,
  summary: 'Delete a wishlist category; its entries stay in the wishlist without a category.',
  params: idParams,
  response: messageOnly,
  successMessage: 'wishlistCategoryDeleted',
  plannedIn: 'later',
});
