import { z } from 'zod';
import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { notifyMeBody, notifyMeDeleteBody, notifyRequest } from '../schemas/notify';

const tag = 'أعلمني عند التوفر';
// All roles: the notify-me page lives under /profile, which spec §2 opens to customers, influencers and pharmacists.

export const notifyMeRoute = defineRoute(table.notifyCreate, {
  tag,
  summary: 'Ask to be told when an out-of-stock variant is back (once per variant; repeating is harmless).',
  body: notifyMeBody,
  response: envelope(notifyRequest),
  successMessage: 'notifyWhenAvailable',
  rateLimited: true,
  guestCode: 'notify.login_required',
  failures: [
    { code: 'notify.login_required', when: 'A guest: being told needs an account (spec §8).' },
    { code: 'variant.not_found', when: 'No such variant.' },
    { code: 'notify.variant_mismatch', when: 'The variant is not one of product_id.' },
    { code: 'notify.in_stock', when: 'The variant is in stock: nothing to wait for.' },
  ],
});

export const notifyMeDeleteRoute = defineRoute(table.notifyDelete, {
  tag,
  summary: 'Stop waiting for a variant; shopify_variant_id travels in the JSON body (spec §3: "delete payload").',
  body: notifyMeDeleteBody,
  response: messageOnly,
  successMessage: 'notifyMeRemoved',
  rateLimited: true,
  failures: [{ code: 'notify.not_found', when: 'The caller has no request for that variant.' }],
});

// Not in spec §7: the /profile/out-of-stock-products page of spec §2 needs the list.
export const notifyMeListRoute = defineRoute(table.notifyList, {
  tag,
  summary:
    "The caller's notify-me requests, newest first, each with its state (ours: spec §7 lists no call for the page).",
  response: envelope(z.array(notifyRequest)),
});
