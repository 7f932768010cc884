import { anyShopper } from './access';

/** The route table's entries whose schemas `routes/requests.ts` attaches. */
export const requestsCreate = {
  id: 'requests.create',
  method: 'POST',
  path: '/app/request-product',
  access: anyShopper,
} as const;
