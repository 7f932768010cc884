/**
 * Google Consent Mode v2 in `window.dataLayer`: every storage type starts denied, before anything else on the page,
 * and is updated when the shopper chooses (spec §4: accept stores 'true'; reject and revoke leave it denied). The tag
 * manager is loaded only with consent 'true' (features/shell/MarketingTag.tsx), so the defaults matter for what it
 * reads first once it is there: Google's tags read the queue in order, and a consent command must be an `arguments`
 * object (what `gtag()` pushes), never an array.
 *
 * The defaults run as an inline script at the top of <head> (app/layout.tsx, under the page's nonce), written as a
 * function for readability and sent as its source; the same function runs from the bundle where that script did not
 * (a not-found page is drawn by React in the browser, whose scripts never run). It must stay self-contained: the
 * storage key is repeated here, and a test holds it to `CONSENT_STORAGE_KEY`.
 */
function consentDefaults() {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer || [];
  const layer = w.dataLayer;
  function gtag(_command: string, _action: string, _params: Record<string, unknown>) {
    // biome-ignore lint/complexity/noArguments: Google's tags take a consent command only as an `arguments` object.
    layer.push(arguments);
  }
  const state = (value: string) => ({
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
    analytics_storage: value,
  });
  gtag('consent', 'default', { ...state('denied'), wait_for_update: 500 });
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('wb_cookie_consent');
  } catch {
    // Storage blocked: no stored choice, so everything stays denied.
  }
  if (stored === 'true') gtag('consent', 'update', state('granted'));
}

export const consentDefaultsScript = `(${consentDefaults.toString()})()`;

/** The defaults, unless the page's head script has already pushed them (it creates the data layer). */
export function ensureConsentDefaults(): void {
  if (!(window as { dataLayer?: unknown[] }).dataLayer) consentDefaults();
}

/** Spec §4 choice → Consent Mode: 'accept all' grants every type; a reject or a revoke denies them again. */
export function updateConsent(granted: boolean): void {
  ensureConsentDefaults();
  const value = granted ? 'granted' : 'denied';
  pushCommand('consent', 'update', {
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
    analytics_storage: value,
  });
}

function pushCommand(_command: string, _action: string, _params: Record<string, unknown>): void {
  // biome-ignore lint/complexity/noArguments: as above, an `arguments` object is what Google's tags read.
  (window as unknown as { dataLayer: unknown[] }).dataLayer.push(arguments);
}
