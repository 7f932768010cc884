'use client';

import { useEffect } from 'react';
import { updateConsent } from '@/lib/consent-mode';
import { whenIdle } from '../session-data/when-idle';
import { consentStore, useConsent } from './use-consent';

const TAG_ID = 'marketing-tag';

/** Google's container loader, as its snippet does it: the start mark first, then gtm.js with the page's nonce. */
function loadTagManager(containerId: string): void {
  if (document.getElementById(TAG_ID)) return;
  (window as unknown as { dataLayer: unknown[] }).dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = TAG_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  // Read from the element's property: browsers hide a nonce attribute's value once the page has parsed it. The tag
  // manager gives this nonce to the scripts it adds.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

/**
 * Spec §4/§7: the tag manager's container (`GTM_ID`, read on the server: none configured, none loaded) loads once the
 * page is interactive and the browser idle, and only while consent is 'true'. Every choice made on this page is told
 * to Consent Mode (lib/consent-mode.ts; the head script told it the stored one): accept grants, reject and revoke
 * deny. A loaded container cannot be unloaded: after a revoke, its tags see consent denied, and the next page does not
 * load it at all.
 */
export function MarketingTag({ containerId }: { containerId: string | null }) {
  const consent = useConsent();
  useEffect(() => consentStore().subscribe((state) => updateConsent(state === 'true')), []);
  useEffect(() => {
    if (consent !== 'true' || !containerId) return;
    return whenIdle(() => loadTagManager(containerId));
  }, [consent, containerId]);
  return null;
}
