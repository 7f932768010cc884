import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at } from './columns';
import { cities } from './content';

/**
 * The partner programme and the store's feedback (issue 15): a customer applies to sell as an influencer or a
 * pharmacist and the desk approves (her account takes the role) or rejects her; shoppers rate the store and say what
 * to improve. Both belong to one person and are erased with her account (flows/delete-account.ts).
 */

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const partnerType = pgEnum('partner_type', ['influencer', 'pharmacist']);
export const partnerApplicationStatus = pgEnum('partner_application_status', [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
]);

/** An influencer's accounts, as the desk opens them: one link a platform, https, checked on write. */
export type PartnerSocialLink = { platform: string; url: string };

/**
 * An application to sell. One open (pending) application per account (the partial unique index stands behind the
 * service's check); decided ones stay as her history. The decision is final: approved turns the account into the
 * role in the same transaction, rejected tells her why.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    partnerType: partnerType('partner_type').notNull(),
    name: text('name').notNull(),
    /** International form (+9647701234567). */
    mobile: text('mobile').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** Influencer: her accounts (at least one). Pharmacist: none. */
    socialLinks: jsonb('social_links').$type<PartnerSocialLink[]>().notNull().default(sql`'[]'::jsonb`),
    followers: integer('followers'),
    pharmacyName: text('pharmacy_name'),
    licenceNumber: text('licence_number'),
    note: text('note'),
    status: partnerApplicationStatus('status').notNull().default('pending'),
    /** The desk's words: a reason she reads when rejected, a note when approved. */
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    /** The decision's SMS went (the job sets it once, in its transaction, before handing the message over). */
    decisionSmsAt: at('decision_sms_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_applications_one_open').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('partner_applications_status_created_idx').on(t.status, t.createdAt),
    index('partner_applications_user_idx').on(t.userId, t.createdAt),
    check(
      'partner_applications_details',
      sql`(${t.partnerType} = 'influencer' and jsonb_array_length(${t.socialLinks}) > 0)
        or (${t.partnerType} = 'pharmacist' and ${t.pharmacyName} is not null and ${t.licenceNumber} is not null)`,
    ),
    check('partner_applications_followers', sql`${t.followers} is null or ${t.followers} >= 0`),
  ],
);

export const feedbackTopic = pgEnum('feedback_topic', [
  'products',
  'prices',
  'delivery',
  'website',
  'service',
  'other',
]);

/** "Rate the store" from /profile/help_us: stars, what to improve, read and handled at the desk (/admin/feedback). */
export const storeFeedback = pgTable(
  'store_feedback',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    rating: integer('rating').notNull(),
    topic: feedbackTopic('topic'),
    comment: text('comment'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: at('handled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('store_feedback_rating_range', sql`${t.rating} between 1 and 5`),
    index('store_feedback_created_idx').on(t.createdAt),
    index('store_feedback_unhandled_idx').on(t.createdAt).where(sql`${t.handledAt} is null`),
    index('store_feedback_user_created_idx').on(t.userId, t.createdAt),
  ],
);
