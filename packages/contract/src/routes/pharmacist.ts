import { z } from 'zod';
import { envelope } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { pharmacistAddress, pharmacistAddressBody } from '../schemas/addresses';
import { bookSearchQuery } from '../schemas/fields';
import { order, pharmacistOrderBody } from '../schemas/orders';

/** Writes a double tap repeats: limited per person, safe to repeat with an Idempotency-Key. */
const write = { rateLimited: true, idempotent: true } as const;
const tag = 'الصيادلة';

export const pharmacistAddressesRoute = defineRoute(table.pharmacistSearchAddresses, {
  tag,
  summary: "Search the pharmacist's delivery addresses by name, mobile or area (up to 100).",
  query: bookSearchQuery,
  response: envelope(z.array(pharmacistAddress)),
});

export const pharmacistAddressCreateRoute = defineRoute(table.pharmacistCreateAddress, {
  ...write,
  tag,
  summary: "Add a delivery address to the pharmacist's book.",
  body: pharmacistAddressBody,
  response: envelope(pharmacistAddress),
  successMessage: 'addressSaved',
});

export const pharmacistOrderRoute = defineRoute(table.ordersPharmacist, {
  ...write,
  tag,
  summary: 'Place a seller cart as an order to one of the addresses (safe to repeat with an Idempotency-Key).',
  body: pharmacistOrderBody,
  response: envelope(order),
  successMessage: 'orderPlaced',
  failures: [
    {
      code: 'order.total_changed',
      when: 'expected_total was sent and the total is now different (a price, the stock, the code or her wallet changed).',
    },
  ],
});
