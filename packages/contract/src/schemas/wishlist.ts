import { z } from 'zod';
import { idParam, limitParam, paged, pageParam, text } from '../common';
import { productCard, variant } from './catalog';
import { blankable, timestamp } from './fields';

/** Named lists a person may keep (docs/decisions.md, "Issue 13 — Wishlist"). */
export const MAX_WISHLIST_CATEGORIES = 20;
/** Entries a person's wishlist may hold: a shopper's wishes, not a catalogue copy. */
export const MAX_WISHLIST_ITEMS = 500;
/** Spec §9: wishlist page size. */
export const WISHLIST_PAGE_SIZE = 30;

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
export type WishlistPage = z.infer<typeof wishlistPage>;

// ── Requests

/** One query for `GET app/wishlist`, `?page={n}&limit=30` and `?category_id`. */
export const wishlistQuery = z.object({
  page: pageParam,
  limit: limitParam(WISHLIST_PAGE_SIZE),
  category_id: blankable(idParam).describe('Only the entries filed under this category'),
});

export const wishlistAddBody = z
  .object({
    shopify_variant_id: idParam,
    category_id: blankable(idParam).describe(
      'File it under this list; a variant already in the wishlist moves there. Absent: a new entry is uncategorised, an existing one stays where it is',
    ),
  })
  .describe('Our design: spec §7 lists no add call, but the wishlist needs one');
export type WishlistAddBody = z.output<typeof wishlistAddBody>;

export const wishlistDeleteQuery = z.object({ shopify_variant_id: idParam });

/** `PUT app/wishlist/{shopify_variant_id}/category`: our design, to move an entry between lists. */
export const wishlistVariantParams = z.object({ shopify_variant_id: idParam });
export const wishlistMoveBody = z.object({
  category_id: z.union([idParam, z.null()]).describe('The list to move the entry to; null takes it out of every list'),
});

/** A list's name: 1 to 40 characters, spaces trimmed (and runs of spaces made one by the API). */
export const WISHLIST_NAME_MAX = 40;
export const wishlistCategoryName = text(WISHLIST_NAME_MAX).min(1);

export const wishlistCategoryBody = z.object({ name: wishlistCategoryName });

/** `POST app/wishlist/category/{id}` with Laravel method spoofing. */
export const wishlistCategoryRenameBody = wishlistCategoryBody.extend({
  _method: z.literal('PUT').optional().describe('Laravel method spoofing: the call is a rename (PUT) sent as POST'),
});
