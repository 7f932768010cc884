'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authedCall } from '@/features/account/session-runtime';
import {
  createListMutation,
  deleteListMutation,
  moveEntryMutation,
  removeEntryMutation,
  renameListMutation,
  wishlistCategoriesQuery,
  wishlistPageQuery,
} from './wishlist-queries';

/** The wishlist bound to the session's API client, for components under a `SessionDataProvider`. */
export const useWishlistPage = (list: number | null, page: number) =>
  useQuery(wishlistPageQuery(authedCall, list, page));

export const useWishlistLists = () => useQuery(wishlistCategoriesQuery(authedCall));

export function useRemoveEntry() {
  const client = useQueryClient();
  return useMutation(removeEntryMutation(client, authedCall));
}

export function useMoveEntry() {
  const client = useQueryClient();
  return useMutation(moveEntryMutation(client, authedCall));
}

export function useCreateList() {
  const client = useQueryClient();
  return useMutation(createListMutation(client, authedCall));
}

export function useRenameList() {
  const client = useQueryClient();
  return useMutation(renameListMutation(client, authedCall));
}

export function useDeleteList() {
  const client = useQueryClient();
  return useMutation(deleteListMutation(client, authedCall));
}
