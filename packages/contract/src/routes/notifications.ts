import { envelope } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { idParams } from '../schemas/fields';
import {
  notification,
  notificationPage,
  notificationPreferences,
  notificationPreferencesBody,
  notificationsQuery,
  unreadCount,
} from '../schemas/notifications';

// Ours (issue 13): spec §2 lists /profile/notification and /profile/subscription but §7 no calls for them.
const tag = 'الإشعارات';

export const notificationsRoute = defineRoute(table.notificationsList, {
  tag,
  summary: "A page of the caller's notifications, newest first, with how many are unread.",
  query: notificationsQuery,
  response: notificationPage,
});

export const notificationsUnreadRoute = defineRoute(table.notificationsUnread, {
  tag,
  summary: 'How many notifications the caller has not read (the header badge; one indexed count).',
  response: envelope(unreadCount),
});

export const notificationReadRoute = defineRoute(table.notificationsRead, {
  tag,
  summary: 'Marks one of the caller notifications read (again: harmless).',
  params: idParams,
  response: envelope(notification),
  successMessage: 'notificationRead',
  rateLimited: true,
  failures: [{ code: 'notification.not_found', when: 'No notification of the caller has that id.' }],
});

export const notificationsReadAllRoute = defineRoute(table.notificationsReadAll, {
  tag,
  summary: "Marks every one of the caller's notifications read.",
  response: envelope(unreadCount),
  successMessage: 'notificationsAllRead',
  rateLimited: true,
});

export const notificationPreferencesRoute = defineRoute(table.notificationsPreferences, {
  tag,
  summary: "The caller's channel choices (/profile/subscription): offers by SMS on or off.",
  response: envelope(notificationPreferences),
});

export const notificationPreferencesUpdateRoute = defineRoute(table.notificationsPreferencesUpdate, {
  tag,
  summary: 'Sets offers by SMS on or off; order and restock messages always go.',
  body: notificationPreferencesBody,
  response: envelope(notificationPreferences),
  successMessage: 'notificationPreferencesSaved',
  rateLimited: true,
});
