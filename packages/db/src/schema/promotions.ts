import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { at } from './columns';

export const discountKind = pgEnum('discount_kind', ['percentage', 'fixed', 'free_delivery']);

/**
 * A discount code. `used_count` is the number of live uses (placed orders not cancelled), kept in the same
 * transaction as the uses themselves under the code's row lock, so `usage_limit` is never passed.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** As shoppers type it, stored upper-case; looked up upper-cased and trimmed. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: discountKind('kind').notNull(),
    /** Percent (1–100) for `percentage`, dinars for `fixed`, unused for `free_delivery`. */
    value: integer('value').notNull().default(0),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    /** The most a percentage may take off, in dinars; null: no cap. */
    maxDiscount: integer('max_discount'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** Uses across everyone; null: unlimited. */
    usageLimit: integer('usage_limit'),
    /** Uses per customer; null: unlimited. */
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** When any is non-empty, only lines of these brands, categories or products count (and get the discount). */
    brandIds: integer('brand_ids').array().notNull().default(sql`'{}'::int[]`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::int[]`),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::int[]`),
    active: boolean('active').notNull().default(true),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(t.code),
    check('discount_codes_used_within_limit', sql`${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit}`),
    check('discount_codes_used_nonnegative', sql`${t.usedCount} >= 0`),
    check(
      'discount_codes_value_in_range',
      sql`(${t.kind} <> 'percentage' OR ${t.value} BETWEEN 1 AND 100) AND ${t.value} >= 0`,
    ),
  ],
);

/** One use of a code by an order; released (not deleted) when the order is cancelled, so the history stays. */
export const codeUses = pgTable(
  'code_uses',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').notNull(),
    discount: integer('discount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    releasedAt: at('released_at'),
  },
  (t) => [index('code_uses_code_user_idx').on(t.codeId, t.userId), uniqueIndex('code_uses_order_key').on(t.orderId)],
);

/** Spend at least `min_total` to choose up to `max_gifts` of the program's products, free. */
export const giftPrograms = pgTable('gift_programs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  minTotal: integer('min_total').notNull(),
  maxGifts: integer('max_gifts').notNull().default(1),
  active: boolean('active').notNull().default(true),
  startsAt: at('starts_at'),
  endsAt: at('ends_at'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const giftProgramProducts = pgTable(
  'gift_program_products',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => giftPrograms.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.programId, t.productId] })],
);
