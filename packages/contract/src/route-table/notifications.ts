import { anyShopper } from './access';

/** The route table's entries whose schemas `routes/notifications.ts` attaches. */
export const notificationsList = {
  id: 'notifications.list',
  method: 'GET',
  path: '/app/notifications',
  access: anyShopper,
} as const;
export const notificationsUnread = {
  id: 'notifications.unread',
  method: 'GET',
  path: '/app/notifications/unread-count',
  access: anyShopper,
} as const;
export const notificationsRead = {
  id: 'notifications.read',
  method: 'POST',
  path: '/app/notifications/{id}/read',
  access: anyShopper,
} as const;
export const notificationsReadAll = {
  id: 'notifications.readAll',
  method: 'POST',
  path: '/app/notifications/read-all',
  access: anyShopper,
} as const;
export const notificationsPreferences = {
  id: 'notifications.preferences',
  method: 'GET',
  path: '/app/notification-preferences',
  access: anyShopper,
} as const;
export const notificationsPreferencesUpdate = {
  id: 'notifications.preferencesUpdate',
  method: 'PUT',
  path: '/app/notification-preferences',
  access: anyShopper,
} as const;
