import { z } from 'zod';
import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { address, addressBody, MAX_ADDRESSES } from '../schemas/addresses';
import { idParams } from '../schemas/fields';

const tag = 'العناوين';
// Customers only (spec §6): influencers use contacts and pharmacists their searchable addresses instead.

export const addressesRoute = defineRoute(table.addressesList, {
  tag,
  summary: "The caller's saved addresses, the active one first.",
  response: envelope(z.array(address)),
});

export const addressCreateRoute = defineRoute(table.addressesCreate, {
  rateLimited: true,
  tag,
  summary: 'Save an address; the first one, or one sent with is_active, becomes the active address.',
  body: addressBody,
  response: envelope(address),
  successMessage: 'addressSaved',
  idempotent: true,
  failures: [
    { code: 'mobile.invalid', field: 'mobile', when: 'The mobile is not a real Iraqi mobile number.' },
    { code: 'city.unknown', field: 'city_id', when: 'city_id is not a governorate of GET app/cities.' },
    {
      code: 'address.limit',
      when: `The caller already has ${MAX_ADDRESSES} saved addresses; one must be deleted first.`,
    },
  ],
});

export const addressActivateRoute = defineRoute(table.addressesActivate, {
  rateLimited: true,
  tag,
  summary: 'Make one address the active one; all others become inactive.',
  params: idParams,
  response: envelope(address),
  successMessage: 'updatedSuccessfully',
  idempotent: true,
  failures: [{ code: 'address.not_found', when: 'The caller has no address with this id.' }],
});

export const addressDeleteRoute = defineRoute(table.addressesDelete, {
  rateLimited: true,
  tag,
  summary: 'Delete a saved address; if it was active, the newest remaining one becomes active.',
  params: idParams,
  response: messageOnly,
  successMessage: 'addressDeleted',
  idempotent: true,
  failures: [
    { code: 'address.not_found', when: 'The caller has no address with this id (it may be deleted already).' },
  ],
});
