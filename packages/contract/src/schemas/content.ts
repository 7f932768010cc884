import { z } from 'zod';
import { iqd, pageParam } from '../common';
import { popupPageLabels } from '../popup-pages';

export { type PopupPageLabel, popupFreePages, popupPageLabels, popupPageMap } from '../popup-pages';

export const popup = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  pages: z.array(z.enum(popupPageLabels)).describe('Page labels of the popup page map'),
  status: z.boolean().describe('Only active popups are returned, so this is true on the wire'),
  collection_id: z.number().int().nullable().describe('On collection pages, show only where it matches'),
  content_type: z.enum(['image', 'text']),
  image_path: z.object({ url: z.string() }).nullable(),
  button_text: z.string().nullable(),
  closeable: z.enum(['0', '1']).describe("'1' means the backdrop closes it"),
  show_time: z.number().int().nonnegative().describe('Seconds before it appears'),
  reshow_time: z.number().int().nonnegative().describe('Seconds after a close before it may appear again'),
  button_link: z
    .string()
    .nullable()
    .describe('Ours: a path in the store its button leads to (e.g. /survey/quiz); absent: the collection, if any'),
});
export const popupsResponse = z.object({ popUps: z.array(popup), message: z.string() });
export type Popup = z.infer<typeof popup>;

export const socialLinks = z.object({
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  tiktok: z.string().nullable(),
  whatsapp: z.string().nullable(),
});

export const globalSettings = z.object({
  store_name: z.string(),
  store_name_en: z.string(),
  currency: z.literal('IQD'),
  language: z.literal('ar'),
  locale: z.literal('ar_IQ'),
  support_phone: z.string(),
  support_email: z.string(),
  working_hours: z.string(),
  announcement: z.string().nullable(),
  free_delivery_threshold: iqd.describe('Orders at or above this total ship free, to the governorates listed next'),
  free_delivery_cities: z
    .array(z.string())
    .describe('ISO 3166-2:IQ codes of the governorates where the threshold applies (the banner: Baghdad); empty: all'),
  default_delivery_fee: iqd,
  min_order_total: iqd,
  social: socialLinks,
  app_links: z.object({ android: z.string().nullable(), ios: z.string().nullable() }),
});
export type GlobalSettings = z.infer<typeof globalSettings>;

export const faqQuery = z.object({ page: pageParam });
export const faqItem = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export const faqResponse = z.object({
  data: z.array(faqItem),
  meta: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    per_page: z.number().int(),
  }),
  message: z.string(),
});

export const city = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  iso_code: z
    .string()
    .nullable()
    .describe('ISO 3166-2:IQ code; null for Halabja, which the standard does not list yet'),
  delivery_fee: iqd,
});
export const citiesResponse = z.object({ new_data: z.array(city), message: z.string() });
export type City = z.infer<typeof city>;
