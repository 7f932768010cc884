'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWrite } from '@/features/session-data/use-write';
import { authedCall } from '@/lib/session-runtime';
import {
  activateAddressMutation,
  addressesQuery,
  createAddressMutation,
  deleteAddressMutation,
} from './address-queries';

/** Saved addresses bound to the session's API client, for components under a `SessionDataProvider`. */
export const useAddresses = () => useQuery(addressesQuery(authedCall));

export function useActivateAddress() {
  const client = useQueryClient();
  return useWrite(activateAddressMutation(client, authedCall));
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useWrite(deleteAddressMutation(client, authedCall));
}

export function useCreateAddress() {
  const client = useQueryClient();
  return useWrite(createAddressMutation(client, authedCall));
}
