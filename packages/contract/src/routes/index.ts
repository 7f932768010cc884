import type { RouteDef } from '../route';
import * as addresses from './addresses';
import * as admin from './admin';
import * as adminCatalogue from './admin-catalogue';
import * as adminContent from './admin-content';
import * as adminCustomers from './admin-customers';
import * as adminDashboard from './admin-dashboard';
import * as adminImports from './admin-imports';
import * as adminPartners from './admin-partners';
import * as adminPromotions from './admin-promotions';
import * as adminQuiz from './admin-quiz';
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
import * as partners from './partners';
import * as pharmacist from './pharmacist';
import * as quiz from './quiz';
import * as referrals from './referrals';
import * as requests from './requests';
import * as reviews from './reviews';
import * as sellerCarts from './sellerCarts';
import * as sellers from './sellers';
import * as storefront from './storefront';
import * as wallet from './wallet';
import * as wishlist from './wishlist';

/** The route modules, in the order the docs list them. */
const areas = {
  auth,
  content,
  storefront,
  catalog,
  reviews,
  requests,
  partners,
  quiz,
  cart,
  notify,
  notifications,
  wishlist,
  checkout,
  orders,
  wallet,
  referrals,
  addresses,
  influencer,
  sellerCarts,
  pharmacist,
  sellers,
  admin,
  adminPromotions,
  adminSettings,
  adminCatalogue,
  adminImports,
  adminCustomers,
  adminStaff,
  adminDashboard,
  adminReviews,
  adminSellers,
  adminPartners,
  adminContent,
  adminQuiz,
};

/** Every call of spec §7 (plus the few the storefront needs), in the order the docs list them. */
export const allRoutes: readonly RouteDef[] = Object.values(areas).flatMap((area): RouteDef[] => Object.values(area));

type Areas = typeof areas;
type DefinedRoute = { [K in keyof Areas]: Areas[K][keyof Areas[K]] }[keyof Areas];
/** Each route's full definition by its id: what a client derives a table entry's request and response types from. */
export type RouteById = { [R in DefinedRoute as R['id']]: R };

export {
  addresses,
  admin,
  adminCatalogue,
  adminContent,
  adminCustomers,
  adminDashboard,
  adminImports,
  adminPartners,
  adminPromotions,
  adminQuiz,
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
  partners,
  pharmacist,
  quiz,
  referrals,
  requests,
  reviews,
  sellerCarts,
  sellers,
  storefront,
  wallet,
  wishlist,
};
