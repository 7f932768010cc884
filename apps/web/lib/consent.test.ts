import { describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, createConsentStore } from './consent';
import { memoryStorage } from './storage';

describe('cookie consent', () => {
  it('unset shows the banner and allows no marketing', () => {
    const store = createConsentStore(memoryStorage());
    expect(store.get()).toBeNull();
    expect(store.needsBanner()).toBe(true);
    expect(store.allowsMarketing()).toBe(false);
  });

  it("accept stores 'true' and allows the marketing tag", () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage);
    store.accept();
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
    expect(store.needsBanner()).toBe(false);
    expect(store.allowsMarketing()).toBe(true);
  });

  it("reject stores 'false' and allows no marketing", () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage);
    store.reject();
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBe('false');
    expect(store.needsBanner()).toBe(false);
    expect(store.allowsMarketing()).toBe(false);
  });

  it('revoke clears the choice, so the banner shows again', () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage);
    store.accept();
    store.revoke();
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(store.get()).toBeNull();
    expect(store.needsBanner()).toBe(true);
    expect(store.allowsMarketing()).toBe(false);
  });

  it('an unknown stored value counts as unset', () => {
    const storage = memoryStorage();
    storage.setItem(CONSENT_STORAGE_KEY, 'yes');
    expect(createConsentStore(storage).get()).toBeNull();
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const store = createConsentStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.accept();
    store.reject();
    store.revoke();
    unsubscribe();
    store.accept();
    expect(listener.mock.calls).toEqual([['true'], ['false'], [null]]);
  });
});
