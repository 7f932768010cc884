/**
 * The popup page map of spec §2 and the pages a popup may never cover, with no zod: the storefront's browser code
 * imports these (the contract's main entry would ship zod to the browser).
 */

/**
 * The path of each page a popup may target, and the label popups name it by. Spec §2 gives only '/ : homepage'; the
 * other labels are ours (docs/decisions.md).
 */
export const popupPageMap = {
  '/': 'homepage',
  '/profile/wonder-zone': 'wonder-zone',
  '/products-details/[id]': 'product-details',
  '/cart': 'cart',
  '/profile/orders': 'orders',
  '/profile/orders/[id]': 'order-details',
  '/offer-page': 'offer-page',
  '/categories': 'categories',
  '/products': 'products',
  '/profile': 'profile',
  '/profile/wishlist': 'wishlist',
  '/profile/out-of-stock-products': 'notify-me',
  '/profile/wallet': 'wallet',
  '/profile/codes': 'codes',
  '/profile/notification': 'notification',
  '/survey/quiz': 'quiz',
  '/profile/help_us': 'help-us',
  '/profile/subscription': 'subscription',
  '/partner': 'partner',
  '/collections/allProducts/[collection_id]': 'collection-all-products',
  '/collections/body': 'collection-body',
  '/collections/brands': 'collection-brands',
  '/collections/category': 'collection-category',
  '/collections/guarantee': 'collection-guarantee',
  '/collections/hair': 'collection-hair',
  '/collections/ingredients': 'collection-ingredients',
  '/collections/partner': 'collection-partner',
  '/collections/productsList': 'collection-products-list',
  '/profile/address': 'address',
  '/checkout': 'checkout',
  '/checkout/thankyou': 'thankyou',
  '/search': 'search',
  '/privacy-policy': 'privacy-policy',
  '/auth': 'auth',
  '/about-us': 'about',
  '/faq': 'faq',
  '/contact': 'contact',
  '/terms': 'terms',
} as const;
export type PopupPageLabel = (typeof popupPageMap)[keyof typeof popupPageMap];
export const popupPageLabels = Object.values(popupPageMap) as [PopupPageLabel, ...PopupPageLabel[]];

/**
 * Ours on top of spec §4 (docs/decisions.md, issue 24): pages where a modal would stand between the shopper and her
 * order or her sign-in. The storefront never shows a popup on them, and the desk refuses a popup that names one.
 * They stay in the map so a popup saved before the rule still reads (and the desk can take the page off it).
 */
export const popupFreePages: readonly PopupPageLabel[] = ['checkout', 'thankyou', 'auth'];
