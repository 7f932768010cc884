'use client';

import type { Paged } from '@wb/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api';
import type { PagedCache } from '@/lib/paged-cache';
import { toast } from '@/lib/toast';

/** Spec §4 async status of a data area. */
export type AsyncStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * A server-rendered first page that grows with "load more", backed by a paged cache (search, brand products):
 * page 1 is served from the cache when it holds a non-empty entry (so a list grown to 60 items comes back whole on
 * the way back from a product), page 1 replaces, later pages append. Failures show a red toast (spec §8).
 */
export function usePagedList<T>({
  cache,
  cacheKey,
  initial,
  fetchPage,
  failureMessage,
}: {
  cache: () => PagedCache<T>;
  cacheKey: string;
  initial: Paged<T>;
  fetchPage: (page: number, signal: AbortSignal) => Promise<Paged<T>>;
  failureMessage: string;
}) {
  const [list, setList] = useState<Paged<T>>(initial);
  const [status, setStatus] = useState<AsyncStatus>('succeeded');
  const [restored, setRestored] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    abort.current?.abort();
    setStatus('succeeded');
    if (initial.page === 1) {
      const cached = cache().cachedFirstPage(cacheKey);
      setList(cached ?? cache().store(cacheKey, initial));
    } else {
      // A page opened by its own URL (no script, or a shared link) stands alone.
      setList(initial);
    }
    setRestored(true);
  }, [cache, cacheKey, initial]);

  useEffect(() => () => abort.current?.abort(), []);

  const loadMore = useCallback(async () => {
    if (status === 'loading' || list.page >= list.total_pages) return;
    const controller = new AbortController();
    abort.current = controller;
    setStatus('loading');
    try {
      const next = await fetchPage(list.page + 1, controller.signal);
      setList(initial.page === 1 ? cache().store(cacheKey, next) : mergeLocally(list, next));
      setStatus('succeeded');
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus('failed');
      toast.error(errorMessage(error, failureMessage));
    }
  }, [cache, cacheKey, failureMessage, fetchPage, initial.page, list, status]);

  return { list, status, restored, loadMore, hasMore: list.page < list.total_pages };
}

function mergeLocally<T>(current: Paged<T>, next: Paged<T>): Paged<T> {
  return { ...next, data: [...current.data, ...next.data] };
}
