'use client';

import { useEffect } from 'react';
import { startSession } from '@/lib/session-runtime';

/**
 * Keeps the session fresh while the desk is open (spec §4's refresh scheduler, the store's own): staff keep the
 * desk open all day, so the token is renewed before it lapses rather than on the first refused call.
 */
export function DeskSession() {
  useEffect(() => {
    startSession();
  }, []);
  return null;
}
