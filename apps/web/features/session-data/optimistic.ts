import type { MutationKey, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The two moves of an optimistic write (spec §4: "Quantity updates change locally first"), shared by every area:
 * change what the cache holds now and keep a way back, then, once the write has settled, read again what the spec
 * says to refetch.
 */

/**
 * Applies `update` to each key's cached data (a key with nothing cached is left alone) and returns the rollback.
 * Reads of those keys still on their way are cancelled first, so an older answer cannot land over the change.
 */
export async function changeLocally<T>(
  client: QueryClient,
  keys: readonly QueryKey[],
  update: (current: T, key: QueryKey) => T,
): Promise<() => void> {
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
  const previous = keys.map((queryKey) => [queryKey, client.getQueryData<T>(queryKey)] as const);
  for (const [queryKey, data] of previous) {
    if (data !== undefined) client.setQueryData<T>(queryKey, update(data, queryKey));
  }
  return () => {
    for (const [queryKey, data] of previous) client.setQueryData(queryKey, data);
  };
}

/**
 * After a write settles, refetch `keys` — unless another write of the same kind is still running: its own local
 * change would be overwritten by an answer read before it landed. The last write to settle refetches for all.
 * Call from `onSettled`, where the settling write itself still counts as running.
 */
export function refetchWhenQuiet(
  client: QueryClient,
  mutationKey: MutationKey,
  keys: readonly QueryKey[],
): Promise<void> {
  if (client.isMutating({ mutationKey }) > 1) return Promise.resolve();
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}
