import { z } from 'zod';
import { idParam, intParam, iqd, moneyParam, text } from '../common';
import { toWesternDigits } from '../normalize';

/**
 * Field building blocks of the account, cart, checkout and seller schemas. They sit on top of common.ts and are
 * shared by several areas, so each rule (a quantity's bounds, a mobile's length, how a blank query value reads) is
 * written once.
 */

/** `?code=&wallet=` sends empty strings for "not given": read a blank string as absent. */
export const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An optional field that also treats a blank string (an empty form input or `?x=`) as absent. */
export const blankable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()).optional();

/** The wallet amount to spend: whole dinars, 0 when absent or blank (spec §3: default wallet 0). */
export const walletParam = z.preprocess(blankToUndefined, moneyParam.default(0)).default(0);

/** A line quantity: 1 to 99 units. */
export const quantityParam = intParam(1, 99);
export const quantityBody = z.object({ quantity: quantityParam });

/** A mobile number as typed (Arabic-Indic digits read as Western); the API normalises and validates it (spec §5). */
export const mobileText = text(20).min(1).overwrite(toWesternDigits);

/** A one-time code as typed, Arabic-Indic digits read as Western. */
export const otpText = text(10).min(1).overwrite(toWesternDigits);

/** A person's or a list's name. */
export const nameText = text(100).min(1);

/** A discount or referral code as the shopper types it. */
export const codeText = text(50);

/** An image URL or storage path as the client shows it. */
export const imagePathText = text(2048);

/** A device push token (Firebase Cloud Messaging). */
export const fcmTokenText = text(4096);

/** UTC time as an ISO string (DESIGN: times are ISO strings on the wire). */
export const timestamp = z.iso.datetime();

/** `{ id }` path parameter. */
export const idParams = z.object({ id: idParam });

/**
 * A list sent in PHP/qs bracket form (`items[0][discount_type]=…`). qs turns indices above its array limit into an
 * object keyed by index; read that form as the list it is, in index order.
 */
export const indexedArray = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value);
      if (entries.every(([key]) => /^\d+$/.test(key))) {
        return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, entry]) => entry);
      }
    }
    return value;
  }, z.array(item).max(max));

/** A list of the user's own records, with a text filter (contacts, pharmacist addresses): spec limit 100. */
export const bookSearchQuery = z.object({
  search: blankable(text(100)),
  limit: intParam(1, 100).default(100),
});
export type BookSearchQuery = z.output<typeof bookSearchQuery>;

export { type QuantityError, quantityError } from '../common';

/** Totals of a priced cart, shared by the customer invoice and the seller invoice. */
export const priceTotals = z.object({
  subtotal: iqd,
  discount: iqd.describe('Code, per-product and whole-order discounts together'),
  wallet_used: iqd,
  delivery_fee: iqd,
  total: iqd,
});
