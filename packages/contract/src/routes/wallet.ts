import { z } from 'zod';
import { envelope } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { openCode, walletPage, walletQuery } from '../schemas/wallet';

const tag = 'المحفظة والأكواد';

export const walletRoute = defineRoute(table.walletGet, {
  tag,
  summary: "The caller's wallet balance and its history (credits and spends), newest first (our addition).",
  query: walletQuery,
  response: envelope(walletPage),
});

export const openCodesRoute = defineRoute(table.codesOpen, {
  tag,
  summary: 'Discount codes the caller may use now, for /profile/codes (our addition).',
  response: envelope(z.array(openCode)),
});
