import { z } from 'zod';
import { text } from '../common';
import { blankable, mobileText, timestamp } from './fields';

/** A request for a product the store does not carry yet. */
export const productRequest = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  note: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.enum(['new', 'in_review', 'added', 'declined']),
  created_at: timestamp,
});
export type ProductRequest = z.infer<typeof productRequest>;

export const productRequestBody = z
  .object({
    name: text(200).min(1).describe('Product name as the shopper knows it'),
    brand: blankable(text(100)),
    note: blankable(text(1000)).describe('Size, shade, or where they saw it'),
    mobile: blankable(mobileText).describe("A number to call back on; the account's mobile when absent"),
  })
  .describe('Our design (spec: fields not shown)');
