import { envelope } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { productRequest, productRequestBody } from '../schemas/requests';

// All shopper roles, signed in (she is told in the store when the product is added): pharmacists ask for products their
// patients need as often as customers do.
export const requestProductRoute = defineRoute(table.requestsCreate, {
  tag: 'طلب منتج',
  summary: 'Ask the store to stock a product it does not carry yet.',
  body: productRequestBody,
  response: envelope(productRequest),
  successMessage: 'productRequested',
  rateLimited: true,
  failures: [{ code: 'product_request.too_many', when: 'Ten requests in the last 24 hours already.' }],
});
