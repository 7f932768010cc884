import { envelope } from '../common';
import { defineRoute } from '../route';
import { productRequest, productRequestBody } from '../schemas/requests';

// All roles: pharmacists ask for products their patients need as often as customers do.
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
  plannedIn: 'later',
});
