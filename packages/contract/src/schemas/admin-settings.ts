import { z } from 'zod';
import { boolParam, idParam, intParam, iqd, text } from '../common';
import { messages } from '../messages';
import { clearable } from './admin-promotions';
import { city, faqItem, popup, popupFreePages, popupPageLabels } from './content';
import { imagePathText, mobileText } from './fields';

/**
 * The staff desk's store settings (issue 12, admins only): delivery fees and the free-delivery rule, marketing
 * popups, the FAQ and the global settings document. Each is what the storefront reads from its public call.
 */

// ── Delivery

/** Dinars a delivery may cost: up to a million (a parcel to the far north costs a few thousand). */
const fee = intParam(0, 1_000_000);

export const adminDelivery = z.object({
  cities: z.array(city).describe('Every governorate with its delivery fee, as GET app/cities lists them'),
  free_delivery_threshold: iqd,
  free_delivery_cities: z
    .array(z.string())
    .describe('ISO codes of the governorates where the threshold applies; empty: every governorate'),
  default_delivery_fee: iqd.describe('For an order whose governorate has no fee of its own'),
});
export type AdminDelivery = z.infer<typeof adminDelivery>;

export const adminDeliveryBody = z
  .object({
    fees: z
      .array(z.object({ city_id: idParam, delivery_fee: fee }))
      .max(100)
      .refine((fees) => new Set(fees.map((f) => f.city_id)).size === fees.length, {
        error: messages.listHasDuplicates,
      })
      .optional()
      .describe('Only the governorates whose fee changes'),
    free_delivery_threshold: intParam(0, 100_000_000).optional(),
    free_delivery_cities: z.array(text(10).min(1)).max(100).optional(),
    default_delivery_fee: fee.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: messages.nothingToChange });
export type AdminDeliveryBody = z.infer<typeof adminDeliveryBody>;

// ── Popups

/** An image as the store serves it: one of ours under /media/, or an https address. */
const popupImage = imagePathText.refine((path) => /^(\/media\/|https:\/\/)\S+$/.test(path), {
  error: messages.imagePathFormat,
});

/** A page of the store itself (`/survey/quiz`, `/offer-page`): never another site, never `//host`. */
const popupButtonLink = text(300).refine((path) => /^\/(?![/\\])[^\s\\]*$/.test(path), {
  error: messages.popupButtonLinkFormat,
});

export const adminPopupBody = z
  .object({
    title: text(150).min(1),
    description: text(1000).default(''),
    pages: z
      .array(z.enum(popupPageLabels))
      .max(popupPageLabels.length)
      .refine((pages) => pages.length > 0, { error: messages.popupPagesRequired })
      .refine((pages) => new Set(pages).size === pages.length, { error: messages.listHasDuplicates })
      .describe('Page labels of the popup page map'),
    status: boolParam.default(true).describe('Shown to shoppers only while true'),
    collection_id: clearable(idParam).describe('Its button leads to this collection; on collection pages, only there'),
    content_type: z.enum(['image', 'text']),
    image_path: clearable(popupImage).describe('Required for an image popup (artwork 800×500)'),
    button_text: clearable(text(40)),
    button_link: clearable(popupButtonLink).describe(
      'A page of the store its button leads to (e.g. /survey/quiz); wins over the collection for the button',
    ),
    closeable: boolParam.default(true).describe('The backdrop and Escape close it'),
    show_time: intParam(0, 3_600).default(0).describe('Seconds on the page before it appears'),
    reshow_time: intParam(0, 31_536_000).default(0).describe('Seconds after a close before it may appear again'),
  })
  .superRefine((body, ctx) => {
    if (body.content_type === 'image' && !body.image_path) {
      ctx.addIssue({ code: 'custom', path: ['image_path'], message: messages.popupImageRequired });
    }
    // The storefront never shows a popup nobody could close (docs/decisions.md, marketing popups).
    if (!body.closeable && !body.button_text) {
      ctx.addIssue({ code: 'custom', path: ['button_text'], message: messages.popupNoWayToClose });
    }
    // Ours on top of spec §4 (docs/decisions.md, issue 24): never over the checkout, the thank-you page or sign-in.
    if (body.pages.some((page) => popupFreePages.includes(page))) {
      ctx.addIssue({ code: 'custom', path: ['pages'], message: messages.popupPageNotAllowed });
    }
    // A button shoppers see must lead somewhere; a draft (inactive) may wait for its target, e.g. the app install.
    if (body.status && body.button_text && !body.collection_id && !body.button_link) {
      ctx.addIssue({ code: 'custom', path: ['button_link'], message: messages.popupButtonNeedsTarget });
    }
  });
export type AdminPopupBody = z.infer<typeof adminPopupBody>;

/** A popup exactly as GET app/popups sends it (so the desk previews what the store will show), inactive ones too. */
export const adminPopup = popup.extend({ created_at: z.string() });
export type AdminPopup = z.infer<typeof adminPopup>;

// ── FAQ

export const adminFaq = faqItem.extend({ position: z.number().int() });
export type AdminFaq = z.infer<typeof adminFaq>;

export const adminFaqBody = z.object({ question: text(300).min(1), answer: text(5000).min(1) });
export type AdminFaqBody = z.infer<typeof adminFaqBody>;

export const adminFaqOrderBody = z.object({
  ids: z.array(idParam).min(1).max(1000).describe('Every question, in the new order'),
});

// ── Global settings

const link = clearable(
  text(500).refine((url) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(url), { error: messages.linkFormat }),
);

/**
 * What the desk edits of the `global` settings document. The fixed parts (currency, language, locale) are not sent;
 * the delivery parts (threshold, its governorates, the default fee) are edited with the fees, at /admin/delivery.
 */
export const adminSettingsBody = z.object({
  store_name: text(100).min(1),
  store_name_en: text(100).min(1),
  support_phone: mobileText.describe('An Iraqi mobile; stored as +964…'),
  support_email: text(200).pipe(z.email()),
  working_hours: text(200).min(1),
  announcement: clearable(text(200)).describe('The strip above the header; absent: none'),
  min_order_total: intParam(0, 10_000_000).describe('The smallest order, in dinars, before discounts'),
  social: z.object({ instagram: link, facebook: link, tiktok: link, whatsapp: link }),
  app_links: z.object({ android: link, ios: link }),
});
export type AdminSettingsBody = z.infer<typeof adminSettingsBody>;
