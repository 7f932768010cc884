'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '@/features/account/session-runtime';
import type { PricingInput, SellerRole } from './seller-model';
import {
  activateCartMutation,
  bookQuery,
  createBookEntryMutation,
  createCartMutation,
  deleteCartMutation,
  deleteContactMutation,
  earningsQuery,
  emptyCartMutation,
  type Receiver,
  removeLineMutation,
  renameCartMutation,
  revokeShareMutation,
  sellerCartQuery,
  sellerCartsQuery,
  sellerInvoiceQuery,
  sharesQuery,
  updateLineMutation,
} from './seller-queries';

/** The seller's queries and writes bound to the session's API client, for components under a `SessionDataProvider`. */
export const useSellerCarts = () => useQuery(sellerCartsQuery(authedCall));
export const useSellerCart = (id: number | null) =>
  useQuery({ ...sellerCartQuery(authedCall, id ?? 0), enabled: id !== null });
export const useSellerInvoice = (cartId: number | null, pricing: PricingInput, receiver: Receiver, enabled: boolean) =>
  useQuery({ ...sellerInvoiceQuery(authedCall, cartId ?? 0, pricing, receiver), enabled: cartId !== null && enabled });
export const useBook = (role: SellerRole, search: string) => useQuery(bookQuery(authedCall, role, search));
export const useEarnings = (page: number) => useQuery(earningsQuery(authedCall, page));
export const useShares = () => useQuery(sharesQuery(authedCall));

function useBound<V, D, C>(
  make: (
    client: ReturnType<typeof useQueryClient>,
    call: typeof authedCall,
  ) => import('@tanstack/react-query').MutationOptions<D, unknown, V, C>,
) {
  const client = useQueryClient();
  return useMutation(make(client, authedCall));
}

export const useCreateCart = () => useBound(createCartMutation);
export const useRenameCart = () => useBound(renameCartMutation);
export const useActivateCart = () => useBound(activateCartMutation);
export const useDeleteCart = () => useBound(deleteCartMutation);
export const useEmptyCart = () => useBound(emptyCartMutation);
export const useUpdateLine = () => useBound(updateLineMutation);
export const useRemoveLine = () => useBound(removeLineMutation);
export const useDeleteContact = () => useBound(deleteContactMutation);
export const useRevokeShare = () => useBound(revokeShareMutation);
export const useCreateBookEntry = (role: SellerRole) =>
  useBound((client, call) => createBookEntryMutation(client, call, role));
