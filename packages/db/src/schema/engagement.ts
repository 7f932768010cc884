import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, variants } from './catalog';
import { at } from './columns';

/**
 * What brings a shopper back (issue 13): the wishlist and its named lists, back-in-stock subscriptions, the
 * notifications she reads in the store, reviews, and requests for products the store does not carry. Every row
 * belongs to one person; account deletion (flows/delete-account.ts) removes them, except reviews, which lose
 * their author instead.
 */

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A named list of the wishlist (spec §3 Wishlist category); deleting it keeps its entries, uncategorised. */
export const wishlistCategories = pgTable(
  'wishlist_categories',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // Names are one per person whatever their letter case ("Summer" and "summer" are one list).
  (t) => [uniqueIndex('wishlist_categories_name_key').on(t.userId, sql`lower(${t.name})`)],
);

/** A variant in a person's wishlist (spec §3 Wishlist entry), once, in at most one named list. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => wishlistCategories.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_variant_key').on(t.userId, t.variantId),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
    index('wishlist_items_category_idx').on(t.categoryId),
  ],
);

/**
 * "Tell me when it is back" (spec §3 Notify-me request): one per person and variant. Armed while `notified_at` is
 * null; the restock job tells each armed subscriber once and sets it, in the transaction that records the notice,
 * so a crash mid-batch neither skips nor repeats anyone. Subscribing again re-arms it.
 */
export const restockSubscriptions = pgTable(
  'restock_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Spec §7 payload: what the shopper saw when she subscribed (the notice names the product as it is now). */
    title: text('title').notNull().default(''),
    imagePath: text('image_path'),
    /** The device's push token when it gave one (spec §7 fcm_token). */
    fcmToken: text('fcm_token'),
    createdAt: at('created_at').notNull().defaultNow(),
    notifiedAt: at('notified_at'),
  },
  (t) => [
    uniqueIndex('restock_subscriptions_user_variant_key').on(t.userId, t.variantId),
    // The restock job reads a variant's armed subscribers in id order, a batch at a time.
    index('restock_subscriptions_armed_idx').on(t.variantId, t.id).where(sql`${t.notifiedAt} is null`),
  ],
);

export const notificationKind = pgEnum('notification_kind', [
  'order_status',
  'restock',
  'announcement',
  'product_request',
  'referral',
  // Issue 15: the desk approved or rejected her partner application.
  'partner',
]);

/**
 * What the store tells a person (issue 13), newest first on /profile/notification, unread until she reads it.
 * `dedupe_key` makes a notice idempotent: the same event (an order's status, a restock round) written twice by a job
 * run again is one row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    kind: notificationKind('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path of the store the notice leads to (/products-details/12, /profile/orders/5). */
    link: text('link'),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.userId, t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A notice sent outside the store (an SMS, a push), once per notice and channel: the sending job records it in the
 * transaction that completes it and checks it first, so a job run again does not send twice.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['sms', 'push'] }).notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_deliveries_once').on(t.notificationId, t.channel)],
);

/**
 * A person's channel choices (/profile/subscription). Order and restock messages always go; only offers by SMS can
 * be switched off. No row: the defaults.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  offersSms: boolean('offers_sms').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A product review: one per person and product (a second replaces the first), plain text. `verified_purchase` is
 * fixed when written (a delivered order with the product). When the author deletes her account the review stays,
 * without its author (`user_id` null). Staff can hide one.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** The first name shown beside the review, fixed when written; null once the author is gone. */
    authorName: text('author_name'),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    hiddenAt: at('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The author deleted a review staff had hidden: its text goes, the row stays (hidden), so writing again
     * brings back a hidden review, not a visible one — deleting is no way round staff.
     */
    withdrawnAt: at('withdrawn_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_user_product_key').on(t.userId, t.productId),
    index('reviews_product_visible_idx').on(t.productId, t.createdAt).where(sql`${t.hiddenAt} is null`),
    index('reviews_created_idx').on(t.createdAt),
  ],
);

export const productRequestStatus = pgEnum('product_request_status', ['new', 'in_review', 'added', 'declined']);

/** A shopper asks the store to carry a product; staff work the queue (/admin/requests) and tell her when it is added. */
export const productRequests = pgTable(
  'product_requests',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    name: text('name').notNull(),
    brand: text('brand'),
    note: text('note'),
    /** A number to call back on (international form); the account's when she gave none. */
    mobile: text('mobile'),
    status: productRequestStatus('status').notNull().default('new'),
    /** The catalogue's product once it is added (linked in her notice). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: at('handled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('product_requests_status_created_idx').on(t.status, t.createdAt),
    index('product_requests_user_idx').on(t.userId),
  ],
);
