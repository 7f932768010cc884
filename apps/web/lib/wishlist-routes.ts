import type { wishlist } from '@wb/contract';
import { clientRoute } from './api';

/**
 * The wishlist calls the browser makes (issue 13), as typed references. Apart from `client-routes.ts`, so the
 * catalogue's first load does not carry them: the heart's code loads on first interaction or when idle.
 */
export const wishlistRoutes = {
  list: clientRoute<typeof wishlist.wishlistRoute>('wishlist.list', 'GET', '/app/wishlist'),
  add: clientRoute<typeof wishlist.wishlistAddRoute>('wishlist.add', 'POST', '/app/wishlist'),
  remove: clientRoute<typeof wishlist.wishlistDeleteRoute>('wishlist.delete', 'DELETE', '/app/wishlist/delete'),
  move: clientRoute<typeof wishlist.wishlistMoveRoute>(
    'wishlist.move',
    'PUT',
    '/app/wishlist/{shopify_variant_id}/category',
  ),
  categories: clientRoute<typeof wishlist.wishlistCategoriesRoute>(
    'wishlist.categories',
    'GET',
    '/app/wishlist/category',
  ),
  createCategory: clientRoute<typeof wishlist.wishlistCategoryCreateRoute>(
    'wishlist.createCategory',
    'POST',
    '/app/wishlist/category',
  ),
  renameCategory: clientRoute<typeof wishlist.wishlistCategoryRenameRoute>(
    'wishlist.renameCategory',
    'POST',
    '/app/wishlist/category/{id}',
  ),
  deleteCategory: clientRoute<typeof wishlist.wishlistCategoryDeleteRoute>(
    'wishlist.deleteCategory',
    'DELETE',
    '/app/wishlist/category/{id}',
  ),
};
