import { type MutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Cart } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { changeLocally, refetchWhenQuiet } from '../session-data/optimistic';
import type { SessionCall } from '../session-data/session-call';
import { type CartCount, cartKeys, EMPTY_CART, removeLine, setLineQuantity } from './cart-model';

/**
 * The customer cart's reads and writes (spec §4 "Cart"), as TanStack Query options built over a `SessionCall`.
 * `use-cart.ts` binds them to `authedCall` for components; tests bind them to fakes.
 *
 * Writes on the cart run one after another (`scope`), so a fast series of taps on a stepper reaches the server in
 * the order it was made; each one's local change still shows at once.
 */
const CART_WRITES = { id: 'cart' };
const writeKey = (name: string) => [...cartKeys.all, name] as const;

export const cartQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: cartKeys.lines,
    queryFn: async ({ signal }): Promise<Cart> =>
      (await call(routes.cartGet, { query: { page: 'invoice' } }, { signal })).data,
  });

export const cartCountQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: cartKeys.count,
    queryFn: async ({ signal }): Promise<CartCount> => (await call(routes.cartCount, {}, { signal })).data,
  });

type Rollback = { rollback: () => void };

/**
 * Spec §4: the quantity changes locally first (the line, the totals and the badge); a failure puts it back and says
 * why; then the cart count and the cart are refetched, whatever the outcome.
 */
export const updateQuantityMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { lineId: number; quantity: number }, Rollback> => ({
  mutationKey: writeKey('update'),
  scope: CART_WRITES,
  mutationFn: ({ lineId, quantity }) => call(routes.cartUpdateItem, { params: { id: lineId }, body: { quantity } }),
  onMutate: async ({ lineId, quantity }) => {
    const undoLines = await changeLocally<Cart>(client, [cartKeys.lines], (cart) =>
      setLineQuantity(cart, lineId, quantity),
    );
    const lines = client.getQueryData<Cart>(cartKeys.lines);
    const undoCount = lines
      ? await changeLocally<CartCount>(client, [cartKeys.count], () => ({ item_count: lines.total_quantity }))
      : () => {};
    return {
      rollback: () => {
        undoLines();
        undoCount();
      },
    };
  },
  onError: (error, _variables, context) => {
    context?.rollback();
    toast.error(errorMessage(error));
  },
  onSettled: () => refetchWhenQuiet(client, cartKeys.all, [cartKeys.count, cartKeys.lines]),
});

/** Spec §4: a deleted line is removed locally (with the totals and the badge); nothing is read again. */
export const removeLineMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { lineId: number }> => ({
  mutationKey: writeKey('remove'),
  scope: CART_WRITES,
  mutationFn: ({ lineId }) => call(routes.cartRemoveItem, { params: { id: lineId } }),
  onSuccess: async (_data, { lineId }) => {
    await changeLocally<Cart>(client, [cartKeys.lines], (cart) => removeLine(cart, lineId));
    const lines = client.getQueryData<Cart>(cartKeys.lines);
    if (lines) client.setQueryData<CartCount>(cartKeys.count, { item_count: lines.total_quantity });
    // Without the lines cached (a page that shows only the badge) the count is not known here: read it.
    else await client.invalidateQueries({ queryKey: cartKeys.count });
    toast.success(messages.cartItemRemoved);
  },
  onError: (error) => toast.error(errorMessage(error, messages.deleteItemFailed)),
});

/** Spec §4: emptying the cart resets its quantity and price to 0, locally; nothing is read again. */
export const emptyCartMutation = (client: QueryClient, call: SessionCall): MutationOptions<unknown, unknown, void> => ({
  mutationKey: writeKey('empty'),
  scope: CART_WRITES,
  // Spec §7: `fcm_token` goes with it; the web has no push token, and a blank one is left out as the contract allows.
  mutationFn: () => call(routes.cartEmpty, { query: { fcm_token: '' } }),
  onSuccess: async () => {
    await changeLocally<Cart>(client, [cartKeys.lines], () => EMPTY_CART);
    client.setQueryData<CartCount>(cartKeys.count, { item_count: 0 });
    toast.success(messages.cartEmptied);
  },
  onError: (error) => toast.error(errorMessage(error, messages.deleteAllItemsFailed)),
});
