import type { RouteDef } from '../route';
import * as addresses from './addresses';
import * as admin from './admin';
import * as adminCatalogue from './admin-catalogue';
import * as adminContent from './admin-content';
import * as adminCustomers from './admin-customers';
import * as adminDashboard from './admin-dashboard';
import * as adminImports from './admin-imports';
import * as adminPromotions from './admin-promotions';
import * as adminReviews from './admin-reviews';
import * as adminSellers from './admin-sellers';
import * as adminSettings from './admin-settings';
import * as adminStaff from './admin-staff';
import * as auth from './auth';
import * as cart from './cart';
import * as catalog from './catalog';
import * as checkout from './checkout';
import * as content from './content';
import * as influencer from './influencer';
import * as notifications from './notifications';
import * as notify from './notify';
import * as orders from './orders';
import * as pharmacist from './pharmacist';
import * as requests from './requests';
import * as reviews from './reviews';
import * as sellerCarts from './sellerCarts';
import * as sellers from './sellers';
import * as storefront from './storefront';
import * as wallet from './wallet';
import * as wishlist from './wishlist';

/** Every call of spec §7 (plus the few the storefront needs), in the order the docs list them. */
export const allRoutes: readonly RouteDef[] = [
  ...Object.values(auth),
  ...Object.values(content),
  ...Object.values(storefront),
  ...Object.values(catalog),
  ...Object.values(reviews),
  ...Object.values(requests),
  ...Object.values(cart),
  ...Object.values(notify),
  ...Object.values(notifications),
  ...Object.values(wishlist),
  ...Object.values(checkout),
  ...Object.values(orders),
  ...Object.values(wallet),
  ...Object.values(addresses),
  ...Object.values(influencer),
  ...Object.values(sellerCarts),
  ...Object.values(pharmacist),
  ...Object.values(sellers),
  ...Object.values(admin),
  ...Object.values(adminPromotions),
  ...Object.values(adminSettings),
  ...Object.values(adminCatalogue),
  ...Object.values(adminImports),
  ...Object.values(adminCustomers),
  ...Object.values(adminStaff),
  ...Object.values(adminDashboard),
  ...Object.values(adminReviews),
  ...Object.values(adminSellers),
  ...Object.values(adminContent),
];

export {
  addresses,
  admin,
  adminCatalogue,
  adminContent,
  adminCustomers,
  adminDashboard,
  adminImports,
  adminPromotions,
  adminReviews,
  adminSellers,
  adminSettings,
  adminStaff,
  auth,
  cart,
  catalog,
  checkout,
  content,
  influencer,
  notifications,
  notify,
  orders,
  pharmacist,
  requests,
  reviews,
  sellerCarts,
  sellers,
  storefront,
  wallet,
  wishlist,
};
