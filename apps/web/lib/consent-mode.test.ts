import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from './consent';
import { consentDefaultsScript, ensureConsentDefaults, updateConsent } from './consent-mode';
import { memoryStorage } from './storage';

let page: { dataLayer?: unknown[] };
let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  page = {};
  storage = memoryStorage();
  vi.stubGlobal('window', page);
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

/** Consent commands as Google's tags read them: `arguments` objects, shown as arrays. */
const commands = () =>
  (page.dataLayer ?? []).map((entry) => {
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    return Array.from(entry as ArrayLike<unknown>);
  });

const all = (value: string) => ({
  ad_storage: value,
  ad_user_data: value,
  ad_personalization: value,
  analytics_storage: value,
});

/** The head script, run as the browser runs it. */
const runHeadScript = () => new Function(consentDefaultsScript)();

describe('Consent Mode v2', () => {
  it('starts with every storage denied, waiting for the choice', () => {
    runHeadScript();
    expect(commands()).toEqual([['consent', 'default', { ...all('denied'), wait_for_update: 500 }]]);
  });

  it("grants at once when the stored choice is 'true' (spec §4's key), and only then", () => {
    storage.setItem(CONSENT_STORAGE_KEY, 'true');
    runHeadScript();
    expect(commands()).toEqual([
      ['consent', 'default', { ...all('denied'), wait_for_update: 500 }],
      ['consent', 'update', all('granted')],
    ]);
    page.dataLayer = undefined;
    storage.setItem(CONSENT_STORAGE_KEY, 'false');
    runHeadScript();
    expect(commands()).toHaveLength(1);
  });

  it('is updated on accept, and denied again on a reject or a revoke', () => {
    runHeadScript();
    updateConsent(true);
    updateConsent(false);
    expect(commands().slice(1)).toEqual([
      ['consent', 'update', all('granted')],
      ['consent', 'update', all('denied')],
    ]);
  });

  it('pushes the defaults from the bundle only where the head script did not run', () => {
    ensureConsentDefaults();
    ensureConsentDefaults();
    expect(commands()).toEqual([['consent', 'default', { ...all('denied'), wait_for_update: 500 }]]);
  });
});
