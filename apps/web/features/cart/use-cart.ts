'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '@/features/account/session-runtime';
import { cartQuery, emptyCartMutation, removeLineMutation, updateQuantityMutation } from './cart-queries';

/** The cart's queries and writes bound to the session's API client, for components under a `SessionDataProvider`. */
export const useCart = () => useQuery(cartQuery(authedCall));

export function useUpdateQuantity() {
  const client = useQueryClient();
  return useMutation(updateQuantityMutation(client, authedCall));
}

export function useRemoveLine() {
  const client = useQueryClient();
  return useMutation(removeLineMutation(client, authedCall));
}

export function useEmptyCart() {
  const client = useQueryClient();
  return useMutation(emptyCartMutation(client, authedCall));
}
