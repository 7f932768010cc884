import { influencers } from './access';

/** The route table's entries whose schemas `routes/influencer.ts` attaches. */
export const contactsList = { id: 'contacts.list', method: 'GET', path: '/app/contacts', access: influencers } as const;
export const contactsCreate = {
  id: 'contacts.create',
  method: 'POST',
  path: '/app/contacts',
  access: influencers,
} as const;
export const contactsDelete = {
  id: 'contacts.delete',
  method: 'DELETE',
  path: '/app/contacts/{id}',
  access: influencers,
} as const;
export const ordersInfluencer = {
  id: 'orders.influencer',
  method: 'POST',
  path: '/app/influencer/orders',
  access: influencers,
} as const;
