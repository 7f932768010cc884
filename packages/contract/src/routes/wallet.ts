import { z } from 'zod';
import { envelope } from '../common';
import { defineRoute } from '../route';
import { openCode, walletPage, walletQuery } from '../schemas/wallet';

const tag = 'المحفظة والأكواد';
const access = ['customer'] as const;
/** Sellers too: their commissions are credited to their wallet (issue 14), which they spend on their orders. */
const holders = ['customer', 'influencer', 'pharmacist'] as const;

export const walletRoute = defineRoute({
  id: 'wallet.get',
  method: 'GET',
  path: '/app/wallet',
  access: holders,
  tag,
  summary: "The caller's wallet balance and its history (credits and spends), newest first (our addition).",
  query: walletQuery,
  response: envelope(walletPage),
});

export const openCodesRoute = defineRoute({
  id: 'codes.open',
  method: 'GET',
  path: '/app/codes',
  access,
  tag,
  summary: 'Discount codes the caller may use now, for /profile/codes (our addition).',
  response: envelope(z.array(openCode)),
});
