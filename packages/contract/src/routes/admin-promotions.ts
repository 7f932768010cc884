import { z } from 'zod';
import { envelope, paged } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import {
  activeBody,
  adminCode,
  adminCodeBody,
  adminCodesQuery,
  adminGiftProgram,
  adminGiftProgramBody,
} from '../schemas/admin-promotions';
import { idParams } from '../schemas/fields';

/** The staff desk's promotions (issue 12): discount codes and gift programs. Admins only. */
const tag = 'مكتب الموظفين: العروض';

const codeTaken = { code: 'code.taken', field: 'code', when: 'Another code has this text (as normalised).' } as const;
const unknownTargets = {
  code: 'reference.unknown',
  when: 'A brand, category or product id it names does not exist.',
} as const;
const codeNotFound = { code: 'code.not_found', when: 'No code with this id.' } as const;

export const adminCodesRoute = defineRoute(table.adminCodesList, {
  tag,
  summary: 'Every discount code with its usage, searched, filtered by state and paged; newest first.',
  query: adminCodesQuery,
  response: paged(adminCode),
});

export const adminCodeRoute = defineRoute(table.adminCodesDetails, {
  tag,
  summary: 'One discount code with its usage and what it applies to.',
  params: idParams,
  response: envelope(adminCode),
  failures: [codeNotFound],
});

export const adminCodeCreateRoute = defineRoute(table.adminCodesCreate, {
  rateLimited: true,
  tag,
  summary: 'Create a discount code; the audit log gets an entry.',
  body: adminCodeBody,
  response: envelope(adminCode),
  successMessage: 'codeCreated',
  idempotent: true,
  failures: [codeTaken, unknownTargets],
});

export const adminCodeUpdateRoute = defineRoute(table.adminCodesUpdate, {
  rateLimited: true,
  tag,
  summary:
    'Change a discount code (every field, as on create). Orders already placed keep the discount they got; the audit log gets the code before and after.',
  params: idParams,
  body: adminCodeBody,
  response: envelope(adminCode),
  successMessage: 'saved',
  idempotent: true,
  failures: [
    codeNotFound,
    codeTaken,
    unknownTargets,
    { code: 'code.limit_below_uses', field: 'usage_limit', when: 'usage_limit is below the uses it already has.' },
  ],
});

export const adminCodeActiveRoute = defineRoute(table.adminCodesActive, {
  rateLimited: true,
  tag,
  summary:
    'Switch a code off (shoppers then hear "unknown code") or on again. Codes are never deleted: orders that used one point at it.',
  params: idParams,
  body: activeBody,
  response: envelope(adminCode),
  successMessage: 'saved',
  idempotent: true,
  failures: [codeNotFound],
});

const programNotFound = { code: 'gift_program.not_found', when: 'No gift program with this id.' } as const;
const unknownProducts = {
  code: 'reference.unknown',
  field: 'product_ids',
  when: 'A product id does not exist.',
} as const;

export const adminGiftProgramsRoute = defineRoute(table.adminGiftsList, {
  tag,
  summary: 'Every gift program, running or not, with its products, in the order shoppers see them.',
  response: envelope(z.array(adminGiftProgram)),
});

export const adminGiftProgramCreateRoute = defineRoute(table.adminGiftsCreate, {
  rateLimited: true,
  tag,
  summary: 'Create a gift program: spend at least min_total to choose up to max_gifts of its products, free.',
  body: adminGiftProgramBody,
  response: envelope(adminGiftProgram),
  successMessage: 'giftProgramCreated',
  idempotent: true,
  failures: [unknownProducts],
});

export const adminGiftProgramUpdateRoute = defineRoute(table.adminGiftsUpdate, {
  rateLimited: true,
  tag,
  summary: 'Change a gift program and its products; carts see it at once.',
  params: idParams,
  body: adminGiftProgramBody,
  response: envelope(adminGiftProgram),
  successMessage: 'saved',
  idempotent: true,
  failures: [programNotFound, unknownProducts],
});

export const adminGiftProgramActiveRoute = defineRoute(table.adminGiftsActive, {
  rateLimited: true,
  tag,
  summary: 'Switch a gift program off or on again (kept: orders name the program their gifts came from).',
  params: idParams,
  body: activeBody,
  response: envelope(adminGiftProgram),
  successMessage: 'saved',
  idempotent: true,
  failures: [programNotFound],
});
