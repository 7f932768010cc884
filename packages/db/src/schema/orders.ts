import { deskSearchFoldSql } from '@wb/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users, userType } from './accounts';
import { products, variants } from './catalog';
import { at } from './columns';
import { cities } from './content';

export const orderStatus = pgEnum('order_status', [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
]);

/** Order numbers (WB-100001, …): short enough to read out on the phone, never reused. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

/** Where an order goes, copied onto it: a later change to the saved address does not move a parcel on its way. */
export interface OrderAddressCopy {
  name: string;
  mobile: string;
  city: string;
  region: string | null;
  address: string;
  landmark: string | null;
}

/** What a seller gave off an order (issue 14), kept with it: the lines' discounts and reasons, the order's own. */
export interface SellerPricingRecord {
  lines: Array<{
    variant_id: number;
    type: 'percentage' | 'fixed';
    value: number;
    amount: number;
    reason: string | null;
  }>;
  order: { type: 'percentage' | 'fixed'; value: number; amount: number } | null;
  code_discount: number;
  delivery_fee: number | null;
  terms: {
    max_line_discount_percent: number;
    max_order_discount_percent: number;
    delivery_fee_min: number;
    delivery_fee_max: number;
    commission_percent: number;
  };
}

/** An order, paid in cash at the door. Money is whole dinars; the lines keep the prices paid. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Shown to people: WB- and six digits or more. */
    number: text('number').notNull(),
    /** The account that placed it (a customer; a seller ordering for someone, later). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    placedBy: userType('placed_by').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    shippingPrice: integer('shipping_price').notNull(),
    walletUsed: integer('wallet_used').notNull().default(0),
    total: integer('total').notNull(),
    paymentMethod: text('payment_method', { enum: ['cod'] })
      .notNull()
      .default('cod'),
    code: text('code'),
    codeId: integer('code_id'),
    note: text('note'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    address: jsonb('address').$type<OrderAddressCopy>().notNull(),
    /**
     * A seller's order (issue 14): the book entry it went to (the address is copied above), and the discounts the
     * seller gave with their reasons and the terms they were bound by, as they were when it was placed.
     */
    receiverBookId: integer('receiver_book_id'), // no key: a deleted entry leaves the order its address copy
    sellerPricing: jsonb('seller_pricing').$type<SellerPricingRecord>(),
    /** A customer's order from a seller's shared cart (issue 14): the share, which earns that seller. */
    shareId: integer('share_id'),
    /** Set by staff when the order ships (issue 12). */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /**
     * The number, who receives it and their mobile, as the staff desk searches them (issue 12): folded once on write
     * (contract normalize.ts `deskSearchFoldSql`) and trigram-indexed, so a part of any of them is found quickly.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        deskSearchFoldSql(`number || ' ' || coalesce(address->>'name', '') || ' ' || coalesce(address->>'mobile', '')`),
      ),
    ),
  },
  (t) => [
    index('orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // A whole mobile typed into the desk's search finds the parcels going to it at once (issue 12).
    index('orders_recipient_mobile_idx').on(sql`(${t.address}->>'mobile')`),
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The staff desk's list (issue 12): newest first over every order, and by governorate.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_city_idx').on(t.cityId, t.createdAt),
    index('orders_share_idx').on(t.shareId).where(sql`${t.shareId} IS NOT NULL`),
    check(
      'orders_money_whole_and_consistent',
      sql`${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.shippingPrice} >= 0 AND ${t.walletUsed} >= 0
        AND ${t.total} >= 0 AND ${t.total} = ${t.subtotal} - ${t.discount} + ${t.shippingPrice} - ${t.walletUsed}`,
    ),
  ],
);

/** A line of an order, with what it showed and cost when it was placed. Gifts are lines at price 0. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    variantTitle: text('variant_title').notNull(),
    vendor: text('vendor').notNull(),
    imagePath: text('image_path'),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    discount: integer('discount').notNull().default(0),
    /** Why a seller took something off this line (issue 14). */
    discountReason: text('discount_reason'),
    total: integer('total').notNull(),
    isGift: boolean('is_gift').notNull().default(false),
    giftProgramId: integer('gift_program_id'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_total', sql`${t.total} = ${t.price} * ${t.quantity} - ${t.discount} AND ${t.total} >= 0`),
  ],
);

/** Every change of an order's status: from, to, who, when (the timeline shoppers and staff see). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    /** 'customer', 'staff', 'system'. */
    actorType: text('actor_type').notNull(),
    actorId: integer('actor_id'),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** The stock ledger: every change of a variant's stock and why. A variant's stock is its starting stock plus these. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    delta: integer('delta').notNull(),
    reason: text('reason', {
      enum: ['order', 'order_cancelled', 'order_returned', 'order_edited', 'staff', 'import'],
    }).notNull(),
    orderId: integer('order_id'),
    actorId: integer('actor_id'),
    /** Why staff changed it (a count, damage, a delivery from the supplier …), or the import it came from. */
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('stock_movements_variant_idx').on(t.variantId, t.createdAt)],
);

/** A customer's wallet, as a ledger: credits positive, debits negative; the balance is their sum. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    reason: text('reason', {
      enum: [
        'order',
        'order_cancelled',
        'order_edited',
        'staff',
        'welcome',
        'referral',
        'referral_reversed',
        'commission',
        'commission_reversed',
      ],
    }).notNull(),
    orderId: integer('order_id'),
    note: text('note'),
    actorId: integer('actor_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.createdAt),
    check('wallet_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * The sum of a customer's wallet entries, kept in the transaction that writes each entry (under this row's lock), so
 * a debit is checked against the balance it will change: concurrent spends can never take it below zero.
 */
export const walletBalances = pgTable(
  'wallet_balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    balance: integer('balance').notNull().default(0),
    /**
     * Commission taken back on a return that the balance could not cover (issue 14: the seller had spent it): the
     * holder's next credits repay it before they can be spent, so a cancelled order's refund cannot launder it.
     */
    owed: integer('owed').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('wallet_balances_never_negative', sql`${t.balance} >= 0`),
    check('wallet_balances_owed_not_negative', sql`${t.owed} >= 0`),
  ],
);

export type OrderNoticeKind =
  | 'placed'
  | 'confirmed'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'returned'
  | `edited:${number}`;

/** Messages sent about orders (an SMS when placed): one per order and kind, however often its job runs. */
export const orderNotifications = pgTable(
  'order_notifications',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * 'placed' (order.placed), the status staff moved it to (order.status), or `edited:<n>` for the n-th edit of its
     * lines (order.edited, issue 24): an order is edited more than once, and each edit is told once.
     */
    kind: text('kind').$type<OrderNoticeKind>().notNull(),
    channel: text('channel', { enum: ['sms'] })
      .notNull()
      .default('sms'),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_notifications_once').on(t.orderId, t.kind, t.channel)],
);
