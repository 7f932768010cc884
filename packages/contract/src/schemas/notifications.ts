import { z } from 'zod';
import { boolParam, limitParam, paged, pageParam } from '../common';
import { timestamp } from './fields';

/** A notice of the store to one person (issue 13): an order's move, a restock, an announcement, a request added. */
export const notification = z.object({
  id: z.number().int(),
  kind: z.enum(['order_status', 'restock', 'announcement', 'product_request', 'referral', 'partner']),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable().describe('A path of the store the notice leads to'),
  read_at: timestamp.nullable(),
  created_at: timestamp,
});
export type Notification = z.infer<typeof notification>;

/** One page of the caller's notifications, newest first, and how many are unread in all (a list, as every list is). */
export const notificationPage = paged(notification).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPage>;

export const notificationsQuery = z.object({ page: pageParam, limit: limitParam(20) });

export const unreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

/** The person's channel choices: offers by SMS may be switched off; order and restock messages always go. */
export const notificationPreferences = z.object({
  offers_sms: z.boolean(),
  order_sms: z.literal(true),
  restock_sms: z.literal(true),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const notificationPreferencesBody = z.object({ offers_sms: boolParam });
