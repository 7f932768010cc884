import type { notifications, notify } from '@wb/contract';
import { clientRoute } from './api';

/**
 * Notify-me and the notifications' calls, as typed references (see `clientRoute`): carried only by the notify-me
 * button's on-demand code, the header's unread badge (loaded when idle) and the profile pages that show them.
 */
export const notifyRoutes = {
  create: clientRoute<typeof notify.notifyMeRoute>('notify.create', 'POST', '/app/notifyMe'),
  remove: clientRoute<typeof notify.notifyMeDeleteRoute>('notify.delete', 'DELETE', '/app/notifyMe/delete'),
  list: clientRoute<typeof notify.notifyMeListRoute>('notify.list', 'GET', '/app/notifyMe'),
};

export const noticeRoutes = {
  list: clientRoute<typeof notifications.notificationsRoute>('notifications.list', 'GET', '/app/notifications'),
  unread: clientRoute<typeof notifications.notificationsUnreadRoute>(
    'notifications.unread',
    'GET',
    '/app/notifications/unread-count',
  ),
  read: clientRoute<typeof notifications.notificationReadRoute>(
    'notifications.read',
    'POST',
    '/app/notifications/{id}/read',
  ),
  readAll: clientRoute<typeof notifications.notificationsReadAllRoute>(
    'notifications.readAll',
    'POST',
    '/app/notifications/read-all',
  ),
  preferences: clientRoute<typeof notifications.notificationPreferencesRoute>(
    'notifications.preferences',
    'GET',
    '/app/notification-preferences',
  ),
  setPreferences: clientRoute<typeof notifications.notificationPreferencesUpdateRoute>(
    'notifications.preferencesUpdate',
    'PUT',
    '/app/notification-preferences',
  ),
};
