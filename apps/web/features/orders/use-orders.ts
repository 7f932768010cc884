'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWrite } from '@/features/session-data/use-write';
import { authedCall } from '@/lib/session-runtime';
import { cancelOrderMutation, orderQuery, ordersQuery, reorderMutation } from './order-queries';

/** The caller's orders bound to the session's API client, for components under a `SessionDataProvider`. */
export const useOrders = (page: number) => useQuery(ordersQuery(authedCall, page));

export const useOrder = (id: number) => useQuery(orderQuery(authedCall, id));

export function useCancelOrder() {
  const client = useQueryClient();
  return useWrite(cancelOrderMutation(client, authedCall));
}

export function useReorder() {
  const client = useQueryClient();
  return useWrite(reorderMutation(client, authedCall));
}
