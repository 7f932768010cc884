'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWrite } from '@/features/session-data/use-write';
import { authedCall } from '@/lib/session-runtime';
import { cartQuery, emptyCartMutation, removeLineMutation, updateQuantityMutation } from './cart-queries';

/** The cart's queries and writes bound to the session's API client, for components under a `SessionDataProvider`. */
export const useCart = () => useQuery(cartQuery(authedCall));

export function useUpdateQuantity() {
  const client = useQueryClient();
  return useWrite(updateQuantityMutation(client, authedCall));
}

export function useRemoveLine() {
  const client = useQueryClient();
  return useWrite(removeLineMutation(client, authedCall));
}

export function useEmptyCart() {
  const client = useQueryClient();
  return useWrite(emptyCartMutation(client, authedCall));
}
