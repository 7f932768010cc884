import { keepPreviousData, type MutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Contact, EarningsPage, SellerCart, SellerInvoice, SellerShare } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { changeLocally, refetchWhenQuiet } from '../session-data/optimistic';
import type { SessionCall } from '../session-data/session-call';
import { type PricingInput, type SellerRole, sellerKeys } from './seller-model';

/**
 * The seller's reads and writes (issue 14, spec §4 "Cart" for the seller cart), as TanStack Query options over a
 * `SessionCall`: `use-seller.ts` binds them to the session, tests to fakes. Spec §4: after creating, deleting or
 * renaming a cart, or adding a product, the carts list is refetched; after a quantity update the cart, the carts list
 * and the count (the active cart's total in that list) are.
 */
export type SellerCartSummary = Omit<SellerCart, 'cart_items' | 'errors'>;
const CART_WRITES = { id: 'seller-cart' };
const writeKey = (name: string) => [...sellerKeys.all, name] as const;

export const sellerCartsQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: sellerKeys.carts,
    queryFn: async ({ signal }): Promise<SellerCartSummary[]> =>
      (await call(routes.sellerCartsList, {}, { signal })).data,
  });

export const sellerCartQuery = (call: SessionCall, id: number) =>
  queryOptions({
    queryKey: sellerKeys.cart(id),
    queryFn: async ({ signal }): Promise<SellerCart> =>
      (await call(routes.sellerCartsGet, { params: { id }, query: { page: 'invoice' } }, { signal })).data,
  });

/** The invoice for the seller's choices; the last one stays on screen while a new one is read. */
export const sellerInvoiceQuery = (call: SessionCall, cartId: number, pricing: PricingInput, receiver: Receiver) =>
  queryOptions({
    queryKey: [...sellerKeys.invoice(cartId, pricing), receiver] as const,
    queryFn: async ({ signal }): Promise<SellerInvoice> =>
      (
        await call(
          routes.sellerCartsInvoiceDetails,
          { params: { cartId }, query: { ...pricing, ...receiverQuery(receiver) } },
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
  });

/** Who the order goes to: an influencer's contact or a pharmacist's address. */
export type Receiver = { role: SellerRole; id: number | null };
const receiverQuery = ({ role, id }: Receiver) =>
  id === null ? {} : role === 'influencer' ? { contact: id } : { address_id: id };

export const bookQuery = (call: SessionCall, role: SellerRole, search: string) =>
  queryOptions({
    queryKey: [...sellerKeys.book(search), role] as const,
    queryFn: async ({ signal }): Promise<Contact[]> => {
      const query = { search: search || undefined, limit: 100 };
      const answer =
        role === 'influencer'
          ? await call(routes.contactsList, { query }, { signal })
          : await call(routes.pharmacistSearchAddresses, { query }, { signal });
      return answer.data;
    },
    placeholderData: keepPreviousData,
  });

export const earningsQuery = (call: SessionCall, page: number) =>
  queryOptions({
    queryKey: sellerKeys.earnings(page),
    queryFn: async ({ signal }): Promise<EarningsPage> =>
      (await call(routes.sellersEarnings, { query: { page, limit: 20 } }, { signal })).data,
  });

export const sharesQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: sellerKeys.shares,
    queryFn: async ({ signal }): Promise<SellerShare[]> => (await call(routes.sellersShares, {}, { signal })).data,
  });

const refetchCarts = (client: QueryClient) => client.invalidateQueries({ queryKey: sellerKeys.carts });

export interface CartFields {
  name: string;
  location?: string;
  region?: string;
}

export const createCartMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<SellerCartSummary, unknown, CartFields> => ({
  mutationKey: writeKey('create'),
  mutationFn: async (body) => (await call(routes.sellerCartsCreate, { body })).data,
  onSuccess: () => refetchCarts(client),
});

export const renameCartMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<SellerCartSummary, unknown, CartFields & { id: number }> => ({
  mutationKey: writeKey('rename'),
  mutationFn: async ({ id, ...body }) => (await call(routes.sellerCartsRename, { params: { id }, body })).data,
  onSuccess: () => {
    toast.success(messages.updatedSuccessfully);
    return refetchCarts(client);
  },
});

/** The active mark moves at once; a refusal puts it back. */
export const activateCartMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { id: number }, { rollback: () => void }> => ({
  mutationKey: writeKey('activate'),
  mutationFn: ({ id }) => call(routes.sellerCartsActivate, { params: { id } }),
  onMutate: async ({ id }) => ({
    rollback: await changeLocally<SellerCartSummary[]>(client, [sellerKeys.carts], (carts) =>
      carts.map((cart) => ({ ...cart, is_active: cart.id === id })),
    ),
  }),
  onError: (error, _variables, context) => {
    context?.rollback();
    toast.error(errorMessage(error));
  },
  onSettled: () => refetchCarts(client),
});

export const deleteCartMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { id: number }> => ({
  mutationKey: writeKey('delete'),
  mutationFn: ({ id }) => call(routes.sellerCartsDelete, { params: { id } }),
  onSuccess: async (_data, { id }) => {
    toast.success(messages.cartDeleted);
    client.removeQueries({ queryKey: sellerKeys.cart(id) });
    await refetchCarts(client);
  },
  onError: (error) => toast.error(errorMessage(error, messages.deleteCartFailed)),
});

export const emptyCartMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { cartId: number }> => ({
  mutationKey: writeKey('empty'),
  scope: CART_WRITES,
  mutationFn: ({ cartId }) => call(routes.sellerCartsEmpty, { params: { cartId } }),
  onSuccess: async (_data, { cartId }) => {
    toast.success(messages.cartEmptied);
    await Promise.all([
      client.invalidateQueries({ queryKey: sellerKeys.cart(cartId) }),
      refetchCarts(client),
      client.invalidateQueries({ queryKey: sellerKeys.invoices }),
    ]);
  },
  onError: (error) => toast.error(errorMessage(error)),
});

type Rollback = { rollback: () => void };

/** Spec §4: the line changes locally first; then the cart, the carts list and the count are read again. */
export const updateLineMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { cartId: number; lineId: number; quantity: number }, Rollback> => ({
  mutationKey: writeKey('update'),
  scope: CART_WRITES,
  mutationFn: ({ lineId, quantity }) =>
    call(routes.sellerCartsUpdateItem, { params: { id: lineId }, body: { quantity } }),
  onMutate: async ({ cartId, lineId, quantity }) => ({
    rollback: await changeLocally<SellerCart>(client, [sellerKeys.cart(cartId)], (cart) => {
      const items = cart.cart_items.map((item) =>
        item.id === lineId ? { ...item, quantity, line_total: item.variant.price * quantity } : item,
      );
      return {
        ...cart,
        cart_items: items,
        total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
        total_price: items.reduce((sum, item) => sum + item.line_total, 0),
      };
    }),
  }),
  onError: (error, _variables, context) => {
    context?.rollback();
    toast.error(errorMessage(error));
  },
  onSettled: (_data, _error, { cartId }) =>
    refetchWhenQuiet(client, writeKey('update'), [sellerKeys.cart(cartId), sellerKeys.carts, sellerKeys.invoices]),
});

export const removeLineMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { cartId: number; lineId: number }> => ({
  mutationKey: writeKey('remove'),
  scope: CART_WRITES,
  mutationFn: ({ lineId }) => call(routes.sellerCartsRemoveItem, { params: { id: lineId } }),
  onSuccess: async (_data, { cartId, lineId }) => {
    await changeLocally<SellerCart>(client, [sellerKeys.cart(cartId)], (cart) => ({
      ...cart,
      cart_items: cart.cart_items.filter((item) => item.id !== lineId),
    }));
    toast.success(messages.cartItemRemoved);
    await Promise.all([
      client.invalidateQueries({ queryKey: sellerKeys.cart(cartId) }),
      refetchCarts(client),
      client.invalidateQueries({ queryKey: sellerKeys.invoices }),
    ]);
  },
  onError: (error) => toast.error(errorMessage(error)),
});

import type { AddressBody } from '../addresses/address-queries';

/** The same fields as a saved address (without "make it active"). */
export type BookBody = AddressBody;

export const createBookEntryMutation = (
  client: QueryClient,
  call: SessionCall,
  role: SellerRole,
): MutationOptions<Contact, unknown, BookBody> => ({
  mutationKey: writeKey('book-create'),
  mutationFn: async (body) =>
    role === 'influencer'
      ? (await call(routes.contactsCreate, { body })).data
      : (await call(routes.pharmacistCreateAddress, { body })).data,
  onSuccess: (_entry, _body) => client.invalidateQueries({ queryKey: sellerKeys.books }),
});

export const deleteContactMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { id: number }> => ({
  mutationKey: writeKey('book-delete'),
  mutationFn: ({ id }) => call(routes.contactsDelete, { params: { id } }),
  onSuccess: (answer) => {
    const message = (answer as { message?: string } | undefined)?.message;
    if (message) toast.success(message);
    return client.invalidateQueries({ queryKey: sellerKeys.books });
  },
  onError: (error) => toast.error(errorMessage(error)),
});

export const revokeShareMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { id: number }> => ({
  mutationKey: writeKey('revoke'),
  mutationFn: ({ id }) => call(routes.sellersRevokeShare, { params: { id } }),
  onSuccess: (answer) => {
    const message = (answer as { message?: string } | undefined)?.message;
    if (message) toast.success(message);
    return client.invalidateQueries({ queryKey: sellerKeys.shares });
  },
  onError: (error) => toast.error(errorMessage(error)),
});
