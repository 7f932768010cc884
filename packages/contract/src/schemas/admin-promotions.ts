import { z } from 'zod';
import { boolParam, idParam, intParam, iqd, limitParam, moneyParam, pageParam, text } from '../common';
import { messages } from '../messages';
import { normalizeCode } from '../normalize';
import { baghdadDay } from './admin';
import { blankable } from './fields';

/**
 * The staff desk's promotions (issue 12, admins only): discount codes and gift programs as the shop sets them up.
 * Dates are Baghdad days (YYYY-MM-DD): a code `starts_on` 2026-03-01 works from 00:00 that day in Baghdad, and one
 * that `ends_on` 2026-03-31 works until 24:00 that day — checkout reads them as the instants `starts_at`/`ends_at`.
 */

/** Absent, blank or null: "none" (no end date, no limit); the desk's form clears a field by sending it empty. */
export const clearable = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess(
      (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
      schema.optional(),
    )
    .optional();

/** A list of ids, each at most once. */
export const idList = (max: number) =>
  z
    .array(idParam)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { error: messages.listHasDuplicates });

/** `ends_on` never before `starts_on` (the same day is a one-day promotion). */
function datesInOrder(body: { starts_on?: string | undefined; ends_on?: string | undefined }, ctx: z.RefinementCtx) {
  if (body.starts_on && body.ends_on && body.ends_on < body.starts_on) {
    ctx.addIssue({ code: 'custom', path: ['ends_on'], message: messages.endBeforeStart });
  }
}

const dates = {
  starts_on: clearable(baghdadDay).describe('First Baghdad day it works (YYYY-MM-DD); absent: from now'),
  ends_on: clearable(baghdadDay).describe('Last Baghdad day it works, inclusive; absent: no end'),
};

const datesOut = {
  starts_on: z.string().nullable().describe('Baghdad day'),
  ends_on: z.string().nullable().describe('Baghdad day, inclusive'),
  starts_at: z.string().nullable().describe('The instant it starts (UTC)'),
  ends_at: z.string().nullable().describe('The instant it stops (UTC, exclusive)'),
};

// ── Discount codes

const CODE_PATTERN = /^[\p{L}\p{N}_-]{3,30}$/u;

/** A code as the desk types it, stored as shoppers' typing is read (normalizeCode): `save٥٠٠٠` is `SAVE5000`. */
export const adminCodeText = text(50)
  .overwrite(normalizeCode)
  .refine((code) => CODE_PATTERN.test(code), { error: messages.codeFormat });

export const discountKind = z
  .enum(['percentage', 'fixed', 'free_delivery'])
  .describe('percentage: value is 1–100 %; fixed: value in dinars; free_delivery: no value');

/** What the desk calls a code now: the first that applies, in this order. */
export const codeState = z
  .enum(['inactive', 'scheduled', 'expired', 'exhausted', 'active'])
  .describe(
    'inactive: switched off; scheduled: before starts_on; expired: past ends_on; exhausted: usage_limit reached',
  );
export type CodeState = z.infer<typeof codeState>;

export const adminCodeBody = z
  .object({
    code: adminCodeText,
    description: text(300).default('').describe('What shoppers read on /profile/codes'),
    kind: discountKind,
    value: intParam(0, 100_000_000).default(0),
    min_subtotal: moneyParam.default(0).describe("The cart's subtotal it needs, in dinars"),
    max_discount: clearable(intParam(1, 100_000_000)).describe('Percentage codes: the most it takes off, in dinars'),
    ...dates,
    usage_limit: clearable(intParam(1, 1_000_000)).describe('Uses across everyone; absent: unlimited'),
    per_customer_limit: clearable(intParam(1, 1_000)).describe('Uses per customer; absent: unlimited'),
    first_order_only: boolParam.default(false),
    brand_ids: idList(200).default([]).describe('Only lines of these brands count (with the two lists below)'),
    category_ids: idList(200).default([]),
    product_ids: idList(500).default([]),
    active: boolParam.default(true),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'percentage' && (body.value < 1 || body.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: messages.percentageRange });
    }
    if (body.kind === 'fixed' && body.value < 1) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: messages.fixedValueMin });
    }
    datesInOrder(body, ctx);
  });
export type AdminCodeBody = z.infer<typeof adminCodeBody>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const adminCode = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: discountKind,
  value: z.number().int(),
  min_subtotal: iqd,
  max_discount: iqd.nullable(),
  ...datesOut,
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  first_order_only: z.boolean(),
  brand_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  product_ids: z.array(z.number().int()),
  targets: z
    .object({ brands: z.array(named), categories: z.array(named), products: z.array(named) })
    .describe('The brands, categories and products it applies to, by name (empty everywhere: the whole cart)'),
  active: z.boolean(),
  state: codeState,
  used_count: z.number().int().describe('Live uses: orders placed with it and not cancelled'),
  discount_total: iqd.describe('Dinars it has taken off those orders'),
  created_at: z.string(),
});
export type AdminCode = z.infer<typeof adminCode>;

export const adminCodesQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  q: blankable(text(100)).describe('Code or description, in part'),
  status: blankable(codeState),
  sort: blankable(z.enum(['created_at', 'code', 'used_count', 'ends_at'])).describe('created_at when absent'),
  direction: blankable(z.enum(['asc', 'desc'])).describe('desc when absent'),
});
export type AdminCodesQuery = z.infer<typeof adminCodesQuery>;

/** Switch a code or a gift program on or off; a code that was used is never deleted (its uses point at it). */
export const activeBody = z.object({ active: boolParam });

// ── Gift programs

export const giftProgramState = codeState.exclude(['exhausted']);

export const adminGiftProgramBody = z
  .object({
    name: text(100).min(1),
    description: text(500).default(''),
    min_total: intParam(1, 100_000_000).describe("The cart's total that unlocks it, in dinars"),
    max_gifts: intParam(1, 10).default(1).describe('How many of its products a shopper may choose'),
    ...dates,
    sort_order: intParam(0, 10_000).default(0).describe('Lower first, as shoppers see the programs'),
    product_ids: idList(50)
      .refine((ids) => ids.length > 0, { error: messages.giftProductsRequired })
      .describe('Its gift products, in the order shoppers see them'),
    active: boolParam.default(true),
  })
  .superRefine(datesInOrder);
export type AdminGiftProgramBody = z.infer<typeof adminGiftProgramBody>;

export const adminGiftProgram = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  min_total: iqd,
  max_gifts: z.number().int(),
  ...datesOut,
  sort_order: z.number().int(),
  active: z.boolean(),
  state: giftProgramState,
  products: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.enum(['active', 'draft', 'archived']).describe('Only active products are offered to shoppers'),
      stock: z.number().int().describe('Of its first variant, the one a gift ships as'),
    }),
  ),
  orders_count: z.number().int().describe('Orders that took a gift of this program'),
});
export type AdminGiftProgram = z.infer<typeof adminGiftProgram>;
