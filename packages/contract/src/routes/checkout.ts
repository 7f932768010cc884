import { z } from 'zod';
import { envelope } from '../common';
import { defineRoute } from '../route';
import { giftProgram, invoice, invoiceQuery } from '../schemas/checkout';

const tag = 'إتمام الطلب';
const access = ['customer'] as const;

export const invoiceDetailsRoute = defineRoute({
  id: 'checkout.invoiceDetails',
  method: 'GET',
  path: '/app/invoice/details',
  access,
  tag,
  summary: 'Price the cart: discount code, wallet, delivery fee of the address, unlocked gifts, stock problems.',
  query: invoiceQuery,
  response: envelope(invoice),
  failures: [{ code: 'address.not_found', when: "address_id is not one of the caller's addresses." }],
});

export const predictionRoute = defineRoute({
  id: 'checkout.prediction',
  method: 'GET',
  path: '/app/prediction',
  access,
  tag,
  summary: 'Gift programs for the current cart: what is unlocked, what is still missing, and their gift products.',
  response: envelope(z.array(giftProgram)),
});
