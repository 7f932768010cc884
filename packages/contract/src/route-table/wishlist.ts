import { anyShopper } from './access';

/** The route table's entries whose schemas `routes/wishlist.ts` attaches. */
export const wishlistList = { id: 'wishlist.list', method: 'GET', path: '/app/wishlist', access: anyShopper } as const;
export const wishlistAdd = { id: 'wishlist.add', method: 'POST', path: '/app/wishlist', access: anyShopper } as const;
export const wishlistDelete = {
  id: 'wishlist.delete',
  method: 'DELETE',
  path: '/app/wishlist/delete',
  access: anyShopper,
} as const;
export const wishlistMove = {
  id: 'wishlist.move',
  method: 'PUT',
  path: '/app/wishlist/{shopify_variant_id}/category',
  access: anyShopper,
} as const;
export const wishlistCategories = {
  id: 'wishlist.categories',
  method: 'GET',
  path: '/app/wishlist/category',
  access: anyShopper,
} as const;
export const wishlistCreateCategory = {
  id: 'wishlist.createCategory',
  method: 'POST',
  path: '/app/wishlist/category',
  access: anyShopper,
} as const;
export const wishlistRenameCategory = {
  id: 'wishlist.renameCategory',
  method: 'POST',
  path: '/app/wishlist/category/{id}',
  access: anyShopper,
} as const;
export const wishlistDeleteCategory = {
  id: 'wishlist.deleteCategory',
  method: 'DELETE',
  path: '/app/wishlist/category/{id}',
  access: anyShopper,
} as const;
