import { type MutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Address, addresses, RouteRequest } from '@wb/contract';
import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { toast } from '@/lib/toast';
import { changeLocally } from '../session-data/optimistic';
import type { SessionCall } from '../session-data/session-call';

/**
 * Saved addresses (spec §4 "Addresses"), as TanStack Query options over a `SessionCall`; `use-addresses.ts` binds
 * them to the session for components. Writes run one after another (`scope`).
 */
export const addressKeys = { all: ['addresses'] as const };
/** The API keeps at most this many per shopper (`address.limit`). */
export const MAX_ADDRESSES = 20;

export type AddressBody = NonNullable<RouteRequest<typeof addresses.addressCreateRoute>['body']>;

const ADDRESS_WRITES = { id: 'addresses' };
const writeKey = (name: string) => [...addressKeys.all, name] as const;

export const addressesQuery = (call: SessionCall) =>
  queryOptions({
    queryKey: addressKeys.all,
    queryFn: async ({ signal }): Promise<Address[]> => (await call(routes.addressesList, {}, { signal })).data,
  });

/** Only this one is active (spec §4), locally at once; a refusal puts the old one back and says so. */
export function markActive(list: Address[], id: number): Address[] {
  return list.map((address) => ({ ...address, is_active: address.id === id }));
}

type Rollback = { rollback: () => void };

export const activateAddressMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { id: number }, Rollback> => ({
  mutationKey: writeKey('activate'),
  scope: ADDRESS_WRITES,
  mutationFn: ({ id }) => call(routes.addressesActivate, { params: { id } }),
  onMutate: async ({ id }) => ({
    rollback: await changeLocally<Address[]>(client, [addressKeys.all], (list) => markActive(list, id)),
  }),
  onSuccess: () => toast.success(messages.updatedSuccessfully),
  onError: (_error, _variables, context) => {
    context?.rollback();
    toast.error(messages.activateAddressFailed);
  },
});

/**
 * Spec §4: a deleted address is removed locally and the addresses are read again (the API makes another one active
 * when the active one goes).
 */
export const deleteAddressMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<unknown, unknown, { id: number }> => ({
  mutationKey: writeKey('delete'),
  scope: ADDRESS_WRITES,
  mutationFn: ({ id }) => call(routes.addressesDelete, { params: { id } }),
  onSuccess: async (_data, { id }) => {
    await changeLocally<Address[]>(client, [addressKeys.all], (list) => list.filter((address) => address.id !== id));
    toast.success(messages.addressDeleted);
    await client.invalidateQueries({ queryKey: addressKeys.all });
  },
  onError: () => toast.error(messages.deleteAddressFailed),
});

/**
 * A new address: the form shows a refusal itself (the API's Arabic message under each field of a 422, or over the
 * form), so nothing is toasted on failure. The list is read again, since the API decides which one is active.
 */
export const createAddressMutation = (
  client: QueryClient,
  call: SessionCall,
): MutationOptions<Address, unknown, AddressBody> => ({
  mutationKey: writeKey('create'),
  scope: ADDRESS_WRITES,
  mutationFn: async (body) => (await call(routes.addressesCreate, { body })).data,
  onSuccess: async (_address, _body) => {
    toast.success(messages.addressSaved);
    await client.invalidateQueries({ queryKey: addressKeys.all });
  },
});
