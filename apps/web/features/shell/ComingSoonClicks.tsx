'use client';

import { useEffect } from 'react';
import { toast } from '@/lib/toast';

/** Answers a press on any `ComingSoonButton` of the page with its message (one listener instead of one per button). */
export function ComingSoonClicks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('[data-coming-soon]');
      const message = button?.getAttribute('data-coming-soon');
      if (message) toast.info(message);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
