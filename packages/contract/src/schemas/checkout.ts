import { z } from 'zod';
import { idParam, iqd } from '../common';
import { productCard } from './catalog';
import { blankable, codeText, priceTotals, quantityError, walletParam } from './fields';

/** A gift product, offered by one gift program (spec §3: gifts are chosen as { id, program_id }). */
export const giftProduct = productCard.extend({ program_id: z.number().int() });
export type GiftProduct = z.infer<typeof giftProduct>;

/** A gift program of `GET app/prediction`: spend at least min_total and choose up to max_gifts of its products. */
export const giftProgram = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  min_total: iqd,
  max_gifts: z.number().int().positive(),
  unlocked: z.boolean().describe('The current cart reaches min_total'),
  amount_to_unlock: iqd.describe('What is still missing to reach min_total; 0 when unlocked'),
  products: z.array(giftProduct),
});
export type GiftProgram = z.infer<typeof giftProgram>;

/** A chosen gift: spec §3 selected gifts (id, program_id). */
export const giftChoice = z.object({ id: idParam.describe('Gift product id'), program_id: idParam });
export type GiftChoice = z.infer<typeof giftChoice>;

/** One priced line of an invoice. */
export const invoiceLine = z.object({
  id: z.number().int().describe('Cart line id'),
  shopify_variant_id: z.number().int(),
  shopify_product_id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  variant_title: z.string(),
  vendor: z.string(),
  category: z.string().describe("The product's category (Arabic name)"),
  image_path: z.string().nullable(),
  price: iqd,
  quantity: z.number().int(),
  line_total: iqd.describe('price × quantity'),
  discount: iqd.describe('Discount on this line (code or per-product discount)'),
  total: iqd,
});

/** Invoice preview of a customer or seller cart (spec §7 invoice/details). */
export const invoice = priceTotals.extend({
  items: z.array(invoiceLine),
  wallet_balance: iqd.describe('Wallet balance before this order'),
  code: z
    .object({ code: z.string(), valid: z.boolean(), message: z.string().nullable() })
    .nullable()
    .describe('The discount code as checked; null when none was sent'),
  gifts: z.array(giftProduct).describe('Gift products the cart has unlocked'),
  errors: z.object({ quantity: z.array(quantityError) }).describe('Spec §5: a non-empty quantity list opens the popup'),
});
export type Invoice = z.infer<typeof invoice>;

// ── Requests

/** Spec §7 `GET app/invoice/details?code=&wallet=` (customer). */
export const invoiceQuery = z.object({
  code: blankable(codeText),
  wallet: walletParam,
  address_id: blankable(idParam).describe('Our addition: the delivery address; the active address when absent'),
});
