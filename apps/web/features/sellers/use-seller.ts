'use client';

import { type MutationOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { useWrite } from '@/features/session-data/use-write';
import { authedCall } from '@/lib/session-runtime';
import { type PricingInput, type SellerRole, sellerKeys } from './seller-model';
import { placeSellerOrder, type SellerPlaceInput } from './seller-order';
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
  make: (client: ReturnType<typeof useQueryClient>, call: typeof authedCall) => MutationOptions<D, unknown, V, C>,
) {
  const client = useQueryClient();
  return useWrite(make(client, authedCall));
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

/** "تأكيد الطلب" for someone else: `key` is the page's one Idempotency-Key per order meant, kept across a retry. */
export function usePlaceSellerOrder() {
  const client = useQueryClient();
  return useWrite({
    mutationFn: ({ input, key }: { input: SellerPlaceInput; key: string }) =>
      placeSellerOrder(input, { client, call: authedCall, key }),
    successToast: (outcome) => (outcome.kind === 'placed' ? outcome.message : null),
  });
}

/** "شارك هذه السلة": a short, expiring link (one key a press); the seller's list of shares is read again. */
export const useShareCart = () =>
  useWrite({
    mutationFn: ({ cartId, contactId }: { cartId: number; contactId: number | null }, { headers }) =>
      authedCall(
        routes.sellerCartsShare,
        { body: { cart_id: cartId, ...(contactId !== null ? { contact_id: contactId } : {}) } },
        { headers },
      ),
    idempotent: true,
    successToast: 'answer',
    errorToast: true,
    invalidates: [sellerKeys.shares],
  });

/** "أضيفي المنتجات إلى سلتي": every available product of a shared cart into her cart (one key a tap). */
export const useAddSharedCart = (token: string) =>
  useWrite({
    mutationFn: (_none: undefined, { headers }) =>
      authedCall(routes.sharedCartsAdd, { params: { token } }, { headers }),
    idempotent: true,
    successToast: (answer) => answer.message || messages.sharedCartAdded,
  });
