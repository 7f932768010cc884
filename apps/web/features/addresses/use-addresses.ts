'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '@/features/account/session-runtime';
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
  return useMutation(activateAddressMutation(client, authedCall));
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation(deleteAddressMutation(client, authedCall));
}

export function useCreateAddress() {
  const client = useQueryClient();
  return useMutation(createAddressMutation(client, authedCall));
}
