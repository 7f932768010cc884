import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { variants } from './catalog';
import { at } from './columns';
import { cities } from './content';

/** A customer has one cart; sellers (pharmacists, influencers) keep several named ones, one of them active (issue 14). */
export const cartKind = pgEnum('cart_kind', ['customer', 'seller']);

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: cartKind('kind').notNull().default('customer'),
    /** A seller cart's name (usually the buyer's), where it goes and the area: what the cart switcher shows. */
    name: text('name'),
    location: text('location'),
    region: text('region'),
    /** The seller cart new products go to: exactly one per seller while the seller has any. */
    isActive: boolean('is_active').notNull().default(false),
    /**
     * A customer cart filled from a seller's shared cart: the share (issue 14), so the order that follows earns that
     * seller. Cleared when the cart is ordered or emptied.
     */
    shareId: integer('share_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One customer cart per person, however many requests race to create it.
    uniqueIndex('carts_one_customer_cart').on(t.ownerId).where(sql`${t.kind} = 'customer'`),
    uniqueIndex('carts_one_active_seller_cart').on(t.ownerId).where(sql`${t.kind} = 'seller' AND ${t.isActive}`),
    index('carts_owner_idx').on(t.ownerId),
    check('carts_seller_cart_named', sql`${t.kind} = 'customer' OR ${t.name} IS NOT NULL`),
  ],
);

/**
 * A line of a cart: a variant and how many. The price is not stored: a cart always shows the catalogue's price of
 * the moment, and the order (next issue) fixes the price it was placed at.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The same variant twice is one line: concurrent adds meet on this index and add up.
    uniqueIndex('cart_items_cart_variant_key').on(t.cartId, t.variantId),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);

/**
 * A customer's saved delivery address, as an Iraqi courier needs it: who receives (name, mobile), the governorate,
 * the area, the street and house, and the nearest landmark. At most one per customer is active (the index says so).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
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
    isActive: boolean('is_active').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_active').on(t.userId).where(sql`${t.isActive}`),
  ],
);
