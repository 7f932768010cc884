'use client';

import { useSyncExternalStore } from 'react';
import { type ConsentState, type ConsentStore, createConsentStore } from '@/lib/consent';
import { browserStorage } from '@/lib/storage';

let store: ConsentStore | undefined;

/** The tab's consent store over `localStorage` (the choice outlives the tab, as a cookie choice should). */
export function consentStore(): ConsentStore {
  store ??= createConsentStore(browserStorage('local'));
  return store;
}

/** 'pending' on the server and during hydration: nothing consent-dependent renders until the browser answers. */
export function useConsent(): ConsentState | 'pending' {
  return useSyncExternalStore<ConsentState | 'pending'>(
    (listener) => consentStore().subscribe(listener),
    () => consentStore().get(),
    () => 'pending',
  );
}
