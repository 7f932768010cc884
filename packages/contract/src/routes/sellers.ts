import { z } from 'zod';
import { envelope, messageOnly } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import {
  earningsPage,
  earningsQuery,
  sellerShare,
  sharedCartAdded,
  sharedCartView,
  shareIdParams,
  shareTokenParams,
} from '../schemas/sellers';

/**
 * What sellers earn, and the carts they share (issue 14; ours: the spec shows only `POST app/seller/share-cart`).
 * A shared cart's link is public to read; adding it to one's own cart is a customer's write.
 */
const tag = 'أرباح البائعين والسلال المشتركة';

export const sellerEarningsRoute = defineRoute(table.sellersEarnings, {
  tag,
  summary: "The seller's commission per order (newest first) and the totals credited, pending and reversed.",
  query: earningsQuery,
  response: envelope(earningsPage),
});

export const sellerSharesRoute = defineRoute(table.sellersShares, {
  tag,
  summary: "The seller's share links, newest first (the last 50).",
  response: envelope(z.array(sellerShare)),
});

export const revokeShareRoute = defineRoute(table.sellersRevokeShare, {
  rateLimited: true,
  idempotent: true,
  tag,
  summary: 'Revoke a share link: it opens nothing from now on.',
  params: shareIdParams,
  response: messageOnly,
  successMessage: 'shareRevoked',
  failures: [{ code: 'share.not_found', when: 'Not one of the caller’s links.' }],
});

export const sharedCartRoute = defineRoute(table.sharedCartsGet, {
  rateLimited: true,
  tag,
  summary: 'A shared cart as its link shows it: the seller’s name, the products and quantities, today’s prices.',
  params: shareTokenParams,
  response: envelope(sharedCartView),
  failures: [
    { code: 'share.not_found', when: 'No link has this code (or an older signed token is forged or expired).' },
    { code: 'share.gone', when: 'The link has expired or its seller revoked it.' },
  ],
});

export const addSharedCartRoute = defineRoute(table.sharedCartsAdd, {
  rateLimited: true,
  idempotent: true,
  tag,
  summary:
    'Add every available product of a shared cart to the caller’s cart in one tap; her next order earns the seller.',
  params: shareTokenParams,
  response: envelope(sharedCartAdded),
  successMessage: 'sharedCartAdded',
  guestCode: 'share.login_required',
  failures: [
    { code: 'share.login_required', when: 'A guest: she signs in first and comes back.' },
    { code: 'share.not_found', when: 'No link has this code (or an older signed token is forged or expired).' },
    { code: 'share.gone', when: 'The link has expired or its seller revoked it.' },
    { code: 'share.nothing_available', when: 'None of its products can be added now.' },
  ],
});
