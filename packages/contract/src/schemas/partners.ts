import { z } from 'zod';
import { boolParam, idParam, intParam, limitParam, pageParam, text } from '../common';
import { toWesternDigits } from '../normalize';
import { feedbackTopics, partnerStatuses, socialPlatforms } from '../partner-labels';
import { roles } from '../roles';
import { blankable, mobileText, nameText, timestamp } from './fields';

/**
 * The partner programme (issue 15): a customer applies to sell as an influencer or a pharmacist, the desk approves
 * (her account takes the role) or rejects her with a reason. And "rate the store" from /profile/help_us.
 */
export const partnerType = z.enum(['influencer', 'pharmacist']);
export type PartnerType = z.infer<typeof partnerType>;

export const partnerApplicationStatus = z.enum(partnerStatuses);
export type PartnerApplicationStatus = z.infer<typeof partnerApplicationStatus>;

export const socialLink = z.object({ platform: z.enum(socialPlatforms), url: z.string() });
export type SocialLink = z.infer<typeof socialLink>;

export const partnerApplication = z.object({
  id: z.number().int(),
  partner_type: partnerType,
  name: z.string(),
  mobile: z.string().describe('International form'),
  city: z.object({ id: z.number().int(), name: z.string() }),
  social_links: z.array(socialLink),
  followers: z.number().int().nullable(),
  pharmacy_name: z.string().nullable(),
  licence_number: z.string().nullable(),
  note: z.string().nullable(),
  status: partnerApplicationStatus,
  decision_note: z.string().nullable().describe("The desk's reason (rejected) or note (approved)"),
  decided_at: timestamp.nullable(),
  created_at: timestamp,
});
export type PartnerApplication = z.infer<typeof partnerApplication>;

const linkText = blankable(text(300));

export const partnerApplicationBody = z
  .object({
    partner_type: partnerType,
    name: nameText,
    mobile: blankable(mobileText).describe("A number to reach her on; the account's mobile when absent"),
    city_id: idParam.describe('Her governorate (GET app/cities)'),
    social_links: blankable(
      z.object({
        instagram: linkText,
        tiktok: linkText,
        facebook: linkText,
        snapchat: linkText,
        youtube: linkText,
      }),
    ).describe('Influencer: at least one https link to her account on these platforms'),
    followers: blankable(intParam(0, 1_000_000_000)).describe('Influencer: followers on her largest account'),
    pharmacy_name: blankable(text(150)).describe('Pharmacist: required'),
    licence_number: blankable(text(50).overwrite(toWesternDigits)).describe('Pharmacist: required'),
    note: blankable(text(1000)),
  })
  .describe('Our design (spec §2 names /partner without its fields)');
export type PartnerApplicationBody = z.output<typeof partnerApplicationBody>;

// ── The desk

export const adminPartnersQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  status: blankable(partnerApplicationStatus),
  partner_type: blankable(partnerType),
});
export type AdminPartnersQuery = z.infer<typeof adminPartnersQuery>;

export const adminPartnerApplication = partnerApplication.extend({
  applicant: z
    .object({ id: z.number().int(), name: z.string(), mobile: z.string(), user_type: z.enum(roles) })
    .describe('The account that applied, as it is now'),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminPartnerApplication = z.infer<typeof adminPartnerApplication>;

export const partnerApproveBody = z.object({ note: blankable(text(500)) });
export const partnerRejectBody = z.object({
  reason: text(500).min(1).describe('She reads it, in the store and by SMS'),
});

// ── Rate the store

export const feedbackTopic = z.enum(feedbackTopics);
export type FeedbackTopic = z.infer<typeof feedbackTopic>;

export const storeFeedbackBody = z.object({
  rating: intParam(1, 5),
  topic: blankable(feedbackTopic),
  comment: blankable(text(1000)).describe('What the store should improve'),
});

export const storeFeedback = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  topic: feedbackTopic.nullable(),
  comment: z.string().nullable(),
  created_at: timestamp,
});
export type StoreFeedback = z.infer<typeof storeFeedback>;

export const adminFeedbackQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  handled: blankable(boolParam).describe('false: only what nobody has handled yet; true: only handled; absent: both'),
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuery>;

export const adminStoreFeedback = storeFeedback.extend({
  author: z.object({ id: z.number().int(), name: z.string(), mobile: z.string(), user_type: z.enum(roles) }),
  handled_at: timestamp.nullable(),
  handled_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminStoreFeedback = z.infer<typeof adminStoreFeedback>;
