import { z } from 'zod';
import { idParam, limitParam, paged, pageParam } from '../common';
import { productCard, variant } from './catalog';
import { blankable, nameText, timestamp } from './fields';

/** Spec §3 Wishlist category. */
export const wishlistCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  items_count: z.number().int(),
});
export type WishlistCategory = z.infer<typeof wishlistCategory>;

/** Spec §3 Wishlist entry: one variant, optionally filed under a category. */
export const wishlistEntry = z.object({
  id: z.number().int(),
  shopify_variant_id: z.number().int(),
  shopify_product_id: z.number().int(),
  category_id: z.number().int().nullable(),
  created_at: timestamp,
  product: productCard,
  variant,
});
export type WishlistEntry = z.infer<typeof wishlistEntry>;

export const wishlistPage = paged(wishlistEntry).extend({
  variant_ids: z
    .array(z.number().int())
    .describe('Our design: every wishlisted variant of the user, so product cards can mark their heart'),
});

// ── Requests

/** One query for `GET app/wishlist`, `?page={n}&limit=30` and `?category_id`. */
export const wishlistQuery = z.object({
  page: pageParam,
  limit: limitParam(30),
  category_id: blankable(idParam).describe('Only the entries filed under this category'),
});

export const wishlistAddBody = z
  .object({ shopify_variant_id: idParam, category_id: blankable(idParam) })
  .describe('Our design: spec §7 lists no add call, but the wishlist needs one');

export const wishlistDeleteQuery = z.object({ shopify_variant_id: idParam });

export const wishlistCategoryBody = z.object({ name: nameText });

/** `POST app/wishlist/category/{id}` with Laravel method spoofing. */
export const wishlistCategoryRenameBody = wishlistCategoryBody.extend({
  _method: z.literal('PUT').optional().describe('Laravel method spoofing: the call is a rename (PUT) sent as POST'),
});
