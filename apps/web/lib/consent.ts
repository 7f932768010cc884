import type { KeyValueStorage } from './storage';

/**
 * Spec §4 cookie consent: unset shows the banner; accept stores 'true'; reject stores 'false'; revoke clears it.
 * The third-party marketing tag loads only when the stored value is 'true'. Anything else in storage (an old or
 * hand-edited value) counts as unset, so the shopper is asked again rather than tracked by mistake.
 */
export const CONSENT_STORAGE_KEY = 'wb_cookie_consent';

export type ConsentValue = 'true' | 'false';
export type ConsentState = ConsentValue | null;

export interface ConsentStore {
  get(): ConsentState;
  /** True only after 'accept all'. */
  allowsMarketing(): boolean;
  /** True while nothing has been chosen: the banner shows. */
  needsBanner(): boolean;
  accept(): void;
  reject(): void;
  revoke(): void;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: (state: ConsentState) => void): () => void;
}

export function createConsentStore(storage: KeyValueStorage): ConsentStore {
  const listeners = new Set<(state: ConsentState) => void>();
  const get = (): ConsentState => {
    const value = storage.getItem(CONSENT_STORAGE_KEY);
    return value === 'true' || value === 'false' ? value : null;
  };
  const set = (value: ConsentState) => {
    if (value === null) storage.removeItem(CONSENT_STORAGE_KEY);
    else storage.setItem(CONSENT_STORAGE_KEY, value);
    for (const listener of listeners) listener(value);
  };
  return {
    get,
    allowsMarketing: () => get() === 'true',
    needsBanner: () => get() === null,
    accept: () => set('true'),
    reject: () => set('false'),
    revoke: () => set(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
