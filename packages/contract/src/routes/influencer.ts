import { z } from 'zod';
import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import { contact, contactBody } from '../schemas/addresses';
import { bookSearchQuery, idParams } from '../schemas/fields';
import { influencerOrderBody, order } from '../schemas/orders';

/** Writes a double tap repeats: limited per person, safe to repeat with an Idempotency-Key. */
const write = { rateLimited: true, idempotent: true } as const;
const tag = 'المؤثرون';
const access = ['influencer'] as const;

export const contactsRoute = defineRoute({
  id: 'contacts.list',
  method: 'GET',
  path: '/app/contacts',
  access,
  tag,
  summary: "Search the influencer's contacts by name, mobile or area (up to 100).",
  query: bookSearchQuery,
  response: envelope(z.array(contact)),
});

export const contactCreateRoute = defineRoute({
  ...write,
  id: 'contacts.create',
  method: 'POST',
  path: '/app/contacts',
  access,
  tag,
  summary: 'Add a person the influencer orders for.',
  body: contactBody,
  response: envelope(contact),
  successMessage: 'contactSaved',
});

export const contactDeleteRoute = defineRoute({
  ...write,
  id: 'contacts.delete',
  method: 'DELETE',
  path: '/app/contacts/{id}',
  access,
  tag,
  summary: 'Delete a contact; orders already placed for them keep their address.',
  params: idParams,
  response: messageOnly,
  successMessage: 'contactDeleted',
});

export const influencerOrderRoute = defineRoute({
  ...write,
  id: 'orders.influencer',
  method: 'POST',
  path: '/app/influencer/orders',
  access,
  tag,
  summary: 'Place a seller cart as an order for one of the contacts (safe to repeat with an Idempotency-Key).',
  body: influencerOrderBody,
  response: envelope(order),
  successMessage: 'orderPlaced',
});
