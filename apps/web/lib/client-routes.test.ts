import { allRoutes } from '@wb/contract';
import { describe, expect, it } from 'vitest';
import { deskContentRoutes } from '../features/admin/api/content-routes';
import { deskPromotionRoutes, deskSettingsRoutes } from '../features/admin/api/promotion-routes';
import { deskReviewRoutes } from '../features/admin/api/review-routes';
import {
  deskCatalogueRoutes,
  deskCustomerRoutes,
  deskImportRoutes,
  deskOrderRoutes,
  deskStaffRoutes,
} from '../features/admin/api/routes';
import { deskSellerRoutes } from '../features/admin/sellers/SellerTermsForm';
import { accountRoutes } from './account-routes';
import { addressRoutes, cartRoutes } from './cart-routes';
import { clientRoutes } from './client-routes';
import { checkoutRoutes, orderRoutes, walletRoutes } from './order-routes';
import { reviewRoutes } from './review-routes';
import { sellerBookRoutes, sellerCartRoutes, sellerRoutes } from './seller-routes';
import { wishlistRoutes } from './wishlist-routes';

describe('client route references', () => {
  const named = (
    prefix: string,
    routes: Record<string, { id: string; method: string; path: string; bodyType?: string }>,
  ) => Object.entries(routes).map(([name, reference]) => [`${prefix}.${name}`, reference] as const);
  it.each([
    ...named('client', clientRoutes),
    ...named('account', accountRoutes),
    ...named('cart', cartRoutes),
    ...named('address', addressRoutes),
    ...named('checkout', checkoutRoutes),
    ...named('order', orderRoutes),
    ...named('wallet', walletRoutes),
    ...named('wishlist', wishlistRoutes),
    ...named('desk.orders', deskOrderRoutes),
    ...named('desk.promotions', deskPromotionRoutes),
    ...named('desk.settings', deskSettingsRoutes),
    ...named('desk.catalogue', deskCatalogueRoutes),
    ...named('desk.imports', deskImportRoutes),
    ...named('desk.customers', deskCustomerRoutes),
    ...named('desk.staff', deskStaffRoutes),
    ...named('desk.reviews', deskReviewRoutes),
    ...named('reviews', reviewRoutes),
    ...named('seller.carts', sellerCartRoutes),
    ...named('seller.book', sellerBookRoutes),
    ...named('seller', sellerRoutes),
    ...named('desk.sellers', deskSellerRoutes),
    ...named('desk.content', deskContentRoutes),
  ])('%s matches its contract route', (_name, reference) => {
    const route = allRoutes.find((candidate) => candidate.id === reference.id);
    expect(route, reference.id).toBeDefined();
    expect({ method: reference.method, path: reference.path, bodyType: reference.bodyType ?? 'json' }).toEqual({
      method: route?.method,
      path: route?.path,
      bodyType: route?.bodyType ?? 'json',
    });
  });
});
