import { envelope } from '../common';
import { defineRoute } from '../route';
import { productRequest, productRequestBody } from '../schemas/requests';

// All shopper roles, signed in (she is told in the store when the product is added): pharmacists ask for products their
// patients need as often as customers do.
export const requestProductRoute = defineRoute({
  id: 'requests.create',
  method: 'POST',
  path: '/app/request-product',
  access: ['customer', 'influencer', 'pharmacist'],
  tag: 'طلب منتج',
  summary: 'Ask the store to stock a product it does not carry yet.',
  body: productRequestBody,
  response: envelope(productRequest),
  successMessage: 'productRequested',
  rateLimited: true,
  failures: [{ code: 'product_request.too_many', when: 'Ten requests in the last 24 hours already.' }],
});
