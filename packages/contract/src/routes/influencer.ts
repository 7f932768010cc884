import { z } from 'zod';
import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { contact, contactBody } from '../schemas/addresses';
import { bookSearchQuery, idParams } from '../schemas/fields';
import { influencerOrderBody, order } from '../schemas/orders';

/** Writes a double tap repeats: limited per person, safe to repeat with an Idempotency-Key. */
const write = { rateLimited: true, idempotent: true } as const;
const tag = 'المؤثرون';

export const contactsRoute = defineRoute(table.contactsList, {
  tag,
  summary: "Search the influencer's contacts by name, mobile or area (up to 100).",
  query: bookSearchQuery,
  response: envelope(z.array(contact)),
});

export const contactCreateRoute = defineRoute(table.contactsCreate, {
  ...write,
  tag,
  summary: 'Add a person the influencer orders for.',
  body: contactBody,
  response: envelope(contact),
  successMessage: 'contactSaved',
});

export const contactDeleteRoute = defineRoute(table.contactsDelete, {
  ...write,
  tag,
  summary: 'Delete a contact; orders already placed for them keep their address.',
  params: idParams,
  response: messageOnly,
  successMessage: 'contactDeleted',
});

export const influencerOrderRoute = defineRoute(table.ordersInfluencer, {
  ...write,
  tag,
  summary: 'Place a seller cart as an order for one of the contacts (safe to repeat with an Idempotency-Key).',
  body: influencerOrderBody,
  response: envelope(order),
  successMessage: 'orderPlaced',
  failures: [
    {
      code: 'order.total_changed',
      when: 'expected_total was sent and the total is now different (a price, the stock, the code or her wallet changed).',
    },
  ],
});
