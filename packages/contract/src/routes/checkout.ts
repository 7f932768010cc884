import { z } from 'zod';
import { envelope } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { giftProgram, invoice, invoiceQuery } from '../schemas/checkout';

const tag = 'إتمام الطلب';

export const invoiceDetailsRoute = defineRoute(table.checkoutInvoiceDetails, {
  tag,
  summary: 'Price the cart: discount code, wallet, delivery fee of the address, unlocked gifts, stock problems.',
  query: invoiceQuery,
  response: envelope(invoice),
  failures: [{ code: 'address.not_found', when: "address_id is not one of the caller's addresses." }],
});

export const predictionRoute = defineRoute(table.checkoutPrediction, {
  tag,
  summary: 'Gift programs for the current cart: what is unlocked, what is still missing, and their gift products.',
  response: envelope(z.array(giftProgram)),
});
