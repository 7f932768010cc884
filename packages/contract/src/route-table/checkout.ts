import { customers } from './access';

/** The route table's entries whose schemas `routes/checkout.ts` attaches. */
export const checkoutInvoiceDetails = {
  id: 'checkout.invoiceDetails',
  method: 'GET',
  path: '/app/invoice/details',
  access: customers,
} as const;
export const checkoutPrediction = {
  id: 'checkout.prediction',
  method: 'GET',
  path: '/app/prediction',
  access: customers,
} as const;
