import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
});

export const popupContentType = pgEnum('popup_content_type', ['image', 'text']);

export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** Page labels of the popup page map (contract: popupPageMap). */
  pages: text('pages').array().notNull().default(sql`'{}'::text[]`),
  status: boolean('status').notNull().default(true),
  collectionId: integer('collection_id'),
  contentType: popupContentType('content_type').notNull(),
  imagePath: text('image_path'),
  buttonText: text('button_text'),
  /** Ours (issue 24): a page of the store the button leads to, e.g. /survey/quiz; wins over the collection. */
  buttonLink: text('button_link'),
  closeable: boolean('closeable').notNull().default(true),
  showTime: integer('show_time').notNull().default(0),
  reshowTime: integer('reshow_time').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Key/value store settings; `global` holds the globalSetting document. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  isoCode: text('iso_code'),
  deliveryFee: integer('delivery_fee').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
