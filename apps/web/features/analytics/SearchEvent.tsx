'use client';

import { useEffect } from 'react';
import { pushEvent } from '@/lib/analytics';

/** GA4 `search` for a results page, whatever led there (the search box, a popular keyword, an ingredient's link). */
export function SearchEvent({ term }: { term: string }) {
  useEffect(() => {
    pushEvent('search', { search_term: term });
  }, [term]);
  return null;
}
