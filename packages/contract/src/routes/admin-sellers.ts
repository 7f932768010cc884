import { envelope } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { sellerTerms, sellerTermsBody } from '../schemas/sellers';

/** The sellers' terms at the staff desk (issue 14, admins): discount bounds, delivery-fee range, commission. */
const tag = 'مكتب الموظفين: البائعون';

export const adminSellerTermsRoute = defineRoute(table.adminSellerTermsGet, {
  tag,
  summary: 'Per seller role: the largest line and order discounts, the delivery-fee range and the commission.',
  response: envelope(sellerTerms),
});

export const adminSellerTermsUpdateRoute = defineRoute(table.adminSellerTermsUpdate, {
  rateLimited: true,
  idempotent: true,
  tag,
  summary: 'Change the sellers’ terms; invoices and orders use them at once. Orders placed keep the terms they had.',
  body: sellerTermsBody,
  response: envelope(sellerTerms),
  successMessage: 'sellerTermsSaved',
  failures: [{ code: 'seller_terms.fee_range', field: 'delivery_fee_max', when: 'A maximum below its minimum.' }],
});
