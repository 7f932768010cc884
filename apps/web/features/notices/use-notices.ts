'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotifyRequest } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { useWrite } from '@/features/session-data/use-write';
import { authedCall } from '@/lib/session-runtime';
import { markReadLocally, noticeKeys, noticesQuery, preferencesQuery, waitingQuery } from './notice-queries';

/** Notices, channel choices and back-in-stock requests bound to the session's API client. */
export const useNotices = (page: number) => useQuery(noticesQuery(authedCall, page));
export const usePreferences = () => useQuery(preferencesQuery(authedCall));
export const useWaiting = () => useQuery(waitingQuery(authedCall));

/** One notice opened or marked read: marked at once; the notices and the count are read again either way. */
export function useReadNotice() {
  const client = useQueryClient();
  return useWrite({
    mutationFn: (id: number) => authedCall(routes.notificationsRead, { params: { id } }),
    onMutate: (id) => markReadLocally(client, id),
    errorToast: true,
    onSettled: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

/** "Mark all read": the header's count drops to 0 at once; the notices are read again either way. */
export function useReadAllNotices() {
  const client = useQueryClient();
  return useWrite({
    mutationFn: () => authedCall(routes.notificationsReadAll, {}),
    successToast: messages.notificationsAllRead,
    errorToast: true,
    onSuccess: () => client.setQueryData(noticeKeys.unread, { unread: 0 }),
    onSettled: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

/** The offers-by-SMS switch: changed on screen at once, put back when the server refuses. */
export function useSavePreferences() {
  const client = useQueryClient();
  return useWrite({
    mutationFn: (offersSms: boolean) =>
      authedCall(routes.notificationsPreferencesUpdate, { body: { offers_sms: offersSms } }),
    onMutate: (offersSms) => {
      const before = client.getQueryData<NotificationPreferences>(noticeKeys.preferences);
      if (before) client.setQueryData(noticeKeys.preferences, { ...before, offers_sms: offersSms });
      return { before };
    },
    successToast: messages.notificationPreferencesSaved,
    errorToast: true,
    onSuccess: (answer) => client.setQueryData(noticeKeys.preferences, answer.data),
    onError: (_failure, _value, context) => {
      if (context?.before) client.setQueryData(noticeKeys.preferences, context.before);
    },
  });
}

/** "Stop waiting" for a variant: the row leaves the list; the list is read again either way. */
export function useStopWaiting() {
  const client = useQueryClient();
  return useWrite({
    mutationFn: (variantId: number) => authedCall(routes.notifyDelete, { body: { shopify_variant_id: variantId } }),
    successToast: messages.notifyMeRemoved,
    errorToast: true,
    onSuccess: (_answer, variantId) => {
      client.setQueryData<NotifyRequest[]>(noticeKeys.waiting, (rows) =>
        rows?.filter((row) => row.variant_id !== variantId),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: noticeKeys.waiting }),
  });
}
