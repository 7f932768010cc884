import { deskSearchFoldSql } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { variants } from './catalog';
import { at } from './columns';
import { cities } from './content';
import { orders } from './orders';

/**
 * A seller's delivery book (issue 14): an influencer's contacts, a pharmacist's addresses (pharmacies and patients).
 * Each entry is a delivery point as a courier needs it, with the checks of a saved address. `search_text` folds the
 * name, mobile, area, street and landmark once on write (the desk's folding: hamza forms, ة, ى, tashkeel), trigram
 * indexed, so a part of any of them is found quickly in a book of thousands.
 */
export const sellerBook = pgTable(
  'seller_book',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** International form (+9647701234567). */
    mobile: text('mobile').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    region: text('region'),
    address: text('address').notNull(),
    landmark: text('landmark'),
    createdAt: at('created_at').notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        deskSearchFoldSql(
          `name || ' ' || mobile || ' ' || coalesce(region, '') || ' ' || address || ' ' || coalesce(landmark, '')`,
        ),
      ),
    ),
  },
  (t) => [
    index('seller_book_owner_idx').on(t.ownerId, t.createdAt),
    index('seller_book_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * What an order earns its seller: one row per order placed by a seller, or by a customer from a seller's shared
 * cart. Written pending with the order, at the commission of that moment; credited to the seller's wallet (a ledger
 * entry) when the order is delivered, reversed when it comes back, cancelled with the order.
 */
export const sellerEarnings = pgTable(
  'seller_earnings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['order', 'shared_cart'] }).notNull(),
    /** The goods paid: after every discount, before delivery. */
    base: integer('base').notNull(),
    percent: integer('percent').notNull(),
    amount: integer('amount').notNull(),
    state: text('state', { enum: ['pending', 'credited', 'reversed', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('seller_earnings_order_key').on(t.orderId),
    index('seller_earnings_seller_idx').on(t.sellerId, t.createdAt),
    check('seller_earnings_amounts', sql`${t.base} >= 0 AND ${t.amount} >= 0 AND ${t.percent} BETWEEN 0 AND 100`),
  ],
);

/**
 * A seller's cart shared as a link (issue 14): the products and quantities as they were when it was shared (the
 * seller may empty or place the cart afterwards), until it expires or the seller revokes it. The link carries a
 * short code naming this row (an older link, a signed token); the row says whether it still opens.
 */
export const cartShares = pgTable(
  'cart_shares',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The link's short code (issue 24): 8 random characters of an alphabet without look-alikes, what the link
     * carries. Null on the links shared before it, which carry a signed token naming the row until they expire.
     */
    code: text('code'),
    cartName: text('cart_name').notNull(),
    bookId: integer('book_id').references(() => sellerBook.id, { onDelete: 'set null' }),
    receiverName: text('receiver_name'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('cart_shares_seller_idx').on(t.sellerId, t.createdAt), uniqueIndex('cart_shares_code_key').on(t.code)],
);

export const cartShareItems = pgTable(
  'cart_share_items',
  {
    id: serial('id').primaryKey(),
    shareId: integer('share_id')
      .notNull()
      .references(() => cartShares.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('cart_share_items_key').on(t.shareId, t.variantId),
    check('cart_share_items_quantity', sql`${t.quantity} between 1 and 99`),
  ],
);
