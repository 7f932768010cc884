import { envelope } from '../common';
import { defineRoute, type RouteFailure } from '../route';
import * as table from '../route-table';
import { deskPage } from '../schemas/admin';
import {
  adminCustomerProfile,
  adminCustomerSummary,
  adminCustomersQuery,
  adminWalletPage,
  blockBody,
  walletAdjustBody,
} from '../schemas/admin-customers';
import { idParams } from '../schemas/fields';
import { walletQuery } from '../schemas/wallet';

/** The staff desk's customers (issue 12): staff and admins find a shopper, read them, and act on their account. */
const tag = 'مكتب الموظفين: الزبائن';

const missing: RouteFailure = {
  code: 'customer.not_found',
  when: 'No shopper account with this id (or it was deleted).',
};
const notShopper: RouteFailure = {
  code: 'customer.is_staff',
  when: 'The account is a staff or admin account: managed on the staff page, never from here.',
};

export const adminCustomersRoute = defineRoute(table.adminCustomersList, {
  tag,
  summary: 'Shoppers (customers, pharmacists, influencers), searched by name or mobile and paged; newest first.',
  query: adminCustomersQuery,
  response: deskPage(adminCustomerSummary),
});

export const adminCustomerRoute = defineRoute(table.adminCustomersDetails, {
  tag,
  summary:
    "One shopper: the account, its standing, its saved addresses, its wallet balance and order count. Its orders: GET admin/orders?customer_id=; its wallet's ledger: GET admin/customers/{id}/wallet.",
  params: idParams,
  response: envelope(adminCustomerProfile),
  failures: [missing, notShopper],
});

export const adminCustomerWalletRoute = defineRoute(table.adminCustomersWallet, {
  tag,
  summary: "A shopper's wallet: the balance and a page of its ledger, newest first (what the shopper sees).",
  params: idParams,
  query: walletQuery,
  response: envelope(adminWalletPage),
  failures: [missing, notShopper],
});

export const adminCustomerWalletAdjustRoute = defineRoute(table.adminCustomersWalletAdjust, {
  rateLimited: true,
  tag,
  summary:
    "Credit or debit a shopper's wallet with a reason: a ledger entry (reason staff) the shopper sees with the note; an audit entry. A debit never takes the balance below zero.",
  params: idParams,
  body: walletAdjustBody,
  response: envelope(adminWalletPage),
  successMessage: 'walletAdjusted',
  idempotent: true,
  failures: [missing, notShopper, { code: 'wallet.debit_over_balance', when: 'The debit is larger than the balance.' }],
});

export const adminCustomerBlockRoute = defineRoute(table.adminCustomersBlock, {
  rateLimited: true,
  tag,
  summary:
    'Block a shopper, with a reason: every session ends at once, and the account can neither sign in nor order until unblocked.',
  params: idParams,
  body: blockBody,
  response: envelope(adminCustomerProfile),
  successMessage: 'customerBlocked',
  failures: [missing, notShopper, { code: 'customer.already_blocked', when: 'The account is blocked already.' }],
});

export const adminCustomerUnblockRoute = defineRoute(table.adminCustomersUnblock, {
  rateLimited: true,
  tag,
  summary: 'Lift a block, with a reason: the shopper may sign in and order again.',
  params: idParams,
  body: blockBody,
  response: envelope(adminCustomerProfile),
  successMessage: 'customerUnblocked',
  failures: [missing, notShopper, { code: 'customer.not_blocked', when: 'The account is not blocked.' }],
});
