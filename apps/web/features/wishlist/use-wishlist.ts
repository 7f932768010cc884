'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWrite } from '@/features/session-data/use-write';
import { authedCall } from '@/lib/session-runtime';
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
  return useWrite(removeEntryMutation(client, authedCall));
}

export function useMoveEntry() {
  const client = useQueryClient();
  return useWrite(moveEntryMutation(client, authedCall));
}

export function useCreateList() {
  const client = useQueryClient();
  return useWrite(createListMutation(client, authedCall));
}

export function useRenameList() {
  const client = useQueryClient();
  return useWrite(renameListMutation(client, authedCall));
}

export function useDeleteList() {
  const client = useQueryClient();
  return useWrite(deleteListMutation(client, authedCall));
}
