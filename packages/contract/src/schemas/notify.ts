import { z } from 'zod';
import { idParam, text } from '../common';
import { productCard } from './catalog';
import { blankable, fcmTokenText, imagePathText, timestamp } from './fields';

/** A notify-me request (spec §3: keyed by the variant). */
export const notifyRequest = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  image_path: z.string().nullable(),
  notified_at: timestamp.nullable().describe('When the restock notice went out; null while waiting'),
  state: z
    .enum(['waiting', 'notified', 'in_stock'])
    .describe('waiting: still out of stock; notified: told of a restock; in_stock: back now, not told yet'),
  created_at: timestamp,
  product: productCard,
});
export type NotifyRequest = z.infer<typeof notifyRequest>;

// ── Requests

/** Spec §7 `POST /app/notifyMe` payload. */
export const notifyMeBody = z.object({
  fcm_token: blankable(fcmTokenText).describe(
    'Push token of the device: the restock notice also goes to it as a push (it always goes by SMS and in the store)',
  ),
  variant_id: idParam,
  product_id: idParam,
  title: text(255).optional(),
  image_path: imagePathText.nullish(),
});

/** Spec §3: the delete payload names the variant shopify_variant_id. */
export const notifyMeDeleteBody = z.object({ shopify_variant_id: idParam });
