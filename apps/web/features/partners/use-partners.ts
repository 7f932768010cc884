'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerApplication, partners, RouteRequest } from '@wb/contract';
import { useWrite } from '@/features/session-data/use-write';
import { partnerMessages } from '@/lib/partner-messages';
import { partnerRoutes } from '@/lib/partner-routes';
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
    mutationFn: (body: PartnerApplicationBody, { headers }) => authedCall(partnerRoutes.apply, { body }, { headers }),
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
    mutationFn: () => authedCall(partnerRoutes.withdraw, { params: { id } }),
    successToast: 'answer',
    errorToast: true,
    invalidates: [partnerKeys.mine],
  });

const thanksOf = (answer: { message: string }) => answer.message || partnerMessages.feedbackSent;

/** "Rate the store": one key a press; the API's thanks shows in a toast and, through `onSent`, in place of the form. */
export const useRateStore = (onSent: (thanks: string) => void) =>
  useWrite({
    mutationFn: (body: StoreFeedbackBody, { headers }) => authedCall(partnerRoutes.feedback, { body }, { headers }),
    idempotent: true,
    successToast: thanksOf,
    onSuccess: (answer) => onSent(thanksOf(answer)),
  });
