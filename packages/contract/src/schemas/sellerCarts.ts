import { z } from 'zod';
import { idParam, moneyParam, text } from '../common';
import { messages } from '../messages';
import { blankable, codeText, indexedArray, nameText, quantityParam, timestamp, walletParam } from './fields';

export const discountType = z.enum(['percentage', 'fixed']).describe('percentage: 0–100 %; fixed: whole dinars');

/** Spec §3: per-item discount of a seller invoice (discount_type, discount_value, variant_id, discount_reason). */
export const itemDiscount = z
  .object({
    discount_type: discountType,
    discount_value: moneyParam,
    variant_id: idParam,
    discount_reason: blankable(text(255)),
  })
  .refine((item) => item.discount_type !== 'percentage' || item.discount_value <= 100, {
    message: messages.percentageTooBig,
    path: ['discount_value'],
  });

export type ItemDiscount = z.output<typeof itemDiscount>;

const sellerPricingShape = {
  code: blankable(codeText),
  wallet: walletParam,
  delivery_fee: blankable(moneyParam).describe("Overrides the city's delivery fee"),
  code_type: blankable(discountType).describe('Whole-order discount type'),
  code_value: blankable(moneyParam).describe('Whole-order discount value'),
  items: blankable(indexedArray(itemDiscount, 200)).describe(
    'Per-item discounts, in the query as items[i][discount_type], items[i][discount_value], …',
  ),
};

/**
 * The pricing inputs a seller controls (spec §3 invoice-preview inputs): discount code, wallet, delivery fee, a
 * whole-order discount (code_type, code_value) and per-item discounts, plus the fields of the call at hand. A
 * percentage is never above 100.
 */
export const withSellerPricing = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.object({ ...sellerPricingShape, ...shape }).refine(percentageWithinBound, {
    message: messages.percentageTooBig,
    path: ['code_value'],
  });

function percentageWithinBound(input: unknown): boolean {
  const { code_type, code_value } = input as { code_type?: string; code_value?: number };
  return code_type !== 'percentage' || (code_value ?? 0) <= 100;
}

/**
 * One query for `GET app/seller/carts/{cartId}/invoice/details`: influencers send `contact`, pharmacists send
 * `address_id` and their discounts.
 */
export const sellerInvoiceQuery = withSellerPricing({
  contact: blankable(idParam).describe('Influencer: the contact the order is for'),
  address_id: blankable(idParam).describe('Pharmacist: the delivery address'),
});

export type SellerInvoiceQuery = z.output<typeof sellerInvoiceQuery>;
/** The pricing inputs a seller controls, as every seller call that prices a cart reads them. */
export type SellerPricingInput = Pick<
  SellerInvoiceQuery,
  'code' | 'wallet' | 'delivery_fee' | 'code_type' | 'code_value' | 'items'
>;

// ── Requests

const cartPlaceFields = {
  location: blankable(text(255)).describe('Where the cart goes, e.g. a customer or a pharmacy'),
  region: blankable(text(100)).describe('Area or governorate'),
};

export const sellerCartCreateBody = z
  .object({ name: nameText, ...cartPlaceFields })
  .describe('Our design (spec: fields not shown)');

export const sellerCartRenameBody = z.object({ name: nameText, ...cartPlaceFields });
export type SellerCartPlace = z.output<typeof sellerCartCreateBody>;

export const sellerCartItemBody = z
  .object({
    cart_id: blankable(idParam).describe('The active cart when absent'),
    variant_id: idParam,
    quantity: quantityParam.default(1),
  })
  .describe('Our design (spec: fields not shown)');

export const cartIdParams = z.object({ cartId: idParam });

export const shareCartBody = z
  .object({ cart_id: idParam, contact_id: blankable(idParam).describe('Influencer: the contact it is shared with') })
  .describe('Our design (spec: payload not shown): a link the customer opens to see the cart and order it');

export const sharedCart = z.object({
  id: z.number().int(),
  url: z.string().describe('The page a customer opens: /shared-cart/{code}'),
  token: z
    .string()
    .describe(
      'The short code: 8 random characters; expires with the link; revoked by DELETE app/seller/share-cart/{id}',
    ),
  expires_at: timestamp,
  share_text: z.string().describe('The message to send, link included, ready for WhatsApp'),
  whatsapp_url: z.string().describe('wa.me link with the message (and the contact, when one was named)'),
});
export type SharedCart = z.infer<typeof sharedCart>;
