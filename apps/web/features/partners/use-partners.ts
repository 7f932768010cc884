'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerApplication, partners, RouteRequest } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { useWrite } from '@/features/session-data/use-write';
import { authedCall } from '@/lib/session-runtime';
import { myApplicationsQuery, partnerKeys } from './partner-queries';

export type PartnerApplicationBody = RouteRequest<typeof partners.partnerApplyRoute>['body'];
export type StoreFeedbackBody = RouteRequest<typeof partners.storeFeedbackRoute>['body'];

/** Her partner applications and her partner writes, bound to the session's API client. */
export const useMyApplications = () => useQuery(myApplicationsQuery(authedCall));

/** The application: one key a press (a retry after a lost answer cannot apply twice); the new one heads her list. */
export function useApplyPartner(onApplied: () => void) {
  const client = useQueryClient();
  return useWrite({
    mutationFn: (body: PartnerApplicationBody, { headers }) => authedCall(routes.partnersApply, { body }, { headers }),
    idempotent: true,
    successToast: 'answer',
    onSuccess: (answer) => {
      client.setQueryData<PartnerApplication[]>(partnerKeys.mine, (old) => [answer.data, ...(old ?? [])]);
      onApplied();
    },
  });
}

/** Withdrawing an application: her applications are read again. */
export const useWithdrawApplication = (id: number) =>
  useWrite({
    mutationFn: () => authedCall(routes.partnersWithdraw, { params: { id } }),
    successToast: 'answer',
    errorToast: true,
    invalidates: [partnerKeys.mine],
  });

const thanksOf = (answer: { message: string }) => answer.message || messages.feedbackSent;

/** "Rate the store": one key a press; the API's thanks shows in a toast and, through `onSent`, in place of the form. */
export const useRateStore = (onSent: (thanks: string) => void) =>
  useWrite({
    mutationFn: (body: StoreFeedbackBody, { headers }) => authedCall(routes.feedbackCreate, { body }, { headers }),
    idempotent: true,
    successToast: thanksOf,
    onSuccess: (answer) => onSent(thanksOf(answer)),
  });
