import { z } from 'zod';
import { type ErrorCode, errorCodes } from './errors';
import { toWesternDigits } from './normalize';

/**
 * Building blocks shared by every route schema. Query strings arrive as text and JSON bodies as typed values,
 * so numeric fields accept a number or a string of digits (Arabic-Indic digits too) — and nothing else: `true`,
 * `[]` or `"12abc"` are a wrong type, not a silently coerced 1.
 */
const digitsPattern = /^[+-]?\d+$/;

function integerFrom(value: unknown): unknown {
  if (typeof value === 'string') {
    const western = toWesternDigits(value.trim());
    return digitsPattern.test(western) ? Number(western) : value;
  }
  return value;
}

/** An integer parameter within bounds, accepted as a JSON number or a digit string. */
export function intParam(min: number, max: number) {
  return z.preprocess(integerFrom, z.number().int().min(min).max(max));
}

/** A whole-dinar money amount (IQD): integers only, never floats. */
export const iqd = z.number().int().nonnegative();
export const moneyParam = intParam(0, 100_000_000);

export const MAX_PAGE = 100_000;
export const MAX_LIMIT = 100;

export const pageParam = intParam(1, MAX_PAGE).default(1);
export const limitParam = (fallback: number) => intParam(1, MAX_LIMIT).default(fallback);
export const idParam = intParam(1, 2_147_483_647);

/** A trimmed text field with a length cap, so 100 KB strings are refused by validation rather than stored. */
export const text = (max = 255) => z.string().trim().max(max);

/** A boolean that also accepts the '1'/'0'/'true'/'false' strings forms send. */
export const boolParam = z.preprocess((value) => {
  if (value === '1' || value === 'true' || value === 1) return true;
  if (value === '0' || value === 'false' || value === 0) return false;
  return value;
}, z.boolean());

export const sortType = z.enum(['asc', 'desc']).default('asc');

// ── Envelopes (Laravel style)

/** `{ data, message }` */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string() });

/** `{ message }` for calls whose answer is only a confirmation. */
export const messageOnly = z.object({ message: z.string() });

/** Where a page sits in its list: the fields every paged answer carries beside `data`. */
export const pageInfo = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});

/** `{ data, page, limit, total, total_pages }` */
export const paged = <T extends z.ZodType>(item: T) =>
  pageInfo.extend({ data: z.array(item), message: z.string().optional() });

/** Stock problems found when the cart is priced: spec §5 opens the quantity error popup when non-empty. */
export const quantityError = z.object({
  variant_id: z.number().int(),
  title: z.string(),
  requested: z.number().int(),
  available: z.number().int().nonnegative(),
  message: z.string().describe('Arabic, ready to show in the popup'),
});

export type QuantityError = z.infer<typeof quantityError>;

/** Failure body: `{ message, code, errors: { field: [messages] }, request_id }` */
export const errorBody = z.object({
  message: z.string().describe('What went wrong, in Arabic, for a person to read.'),
  code: z
    .enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]])
    .describe('What went wrong, for a program: stable, never reworded (the message may be). Branch on this.'),
  errors: z
    .record(z.string(), z.array(z.union([z.string(), quantityError])))
    .optional()
    .describe(
      'Validation failures: each field (dotted path for nested ones) with its Arabic messages. Stock failures of a cart (409): `quantity`, the lines that cannot be had as they stand (spec §5 opens the quantity popup).',
    ),
  request_id: z
    .string()
    .optional()
    .describe('The X-Request-Id of the request, for support; absent only when the HTTP parser refused it.'),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** A page of `T` as `paged(item)` describes it (without the optional message), for code that builds or keeps one. */
export type Paged<T> = z.infer<typeof pageInfo> & { data: T[] };
