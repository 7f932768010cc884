'use client';

import { useEffect } from 'react';
import { useConsent } from './use-consent';

export const MARKETING_TAG_SRC = '/marketing-tag.js';

/**
 * Spec §4/§7: the third-party marketing (tag-manager) script loads after the page is interactive (this effect runs
 * after hydration), and only while consent is 'true'. `/marketing-tag.js` is a no-op placeholder until the real
 * container is configured. Revoking consent stops it from loading on the next page load (a loaded script cannot be
 * unloaded). A plain script element, not next/script: one tag does not need the loader's 2 KB.
 */
export function MarketingTag() {
  const consent = useConsent();
  useEffect(() => {
    if (consent !== 'true' || document.getElementById('marketing-tag')) return;
    const script = document.createElement('script');
    script.id = 'marketing-tag';
    script.src = MARKETING_TAG_SRC;
    script.async = true;
    document.head.appendChild(script);
  }, [consent]);
  return null;
}
