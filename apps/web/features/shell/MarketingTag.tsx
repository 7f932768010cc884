'use client';

import Script from 'next/script';
import { useConsent } from './use-consent';

/**
 * Spec §4/§7: the third-party marketing (tag-manager) script loads after the page is interactive, and only while
 * consent is 'true'. `/marketing-tag.js` is a no-op placeholder until the real container id is configured.
 * Revoking consent stops it from loading on the next page load (a loaded script cannot be unloaded).
 */
export function MarketingTag() {
  const consent = useConsent();
  if (consent !== 'true') return null;
  return <Script id="marketing-tag" src="/marketing-tag.js" strategy="afterInteractive" />;
}
