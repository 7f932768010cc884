'use client';

import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';

/** How long a copy button says "copied" before it offers to copy again. */
const COPIED_FOR_MS = 2000;

/**
 * Copies a discount code (the wallet's codes, a campaign page's code); where the browser refuses (an old one, or a
 * page not served securely) it says to copy by hand.
 */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error('تعذّر النسخ. انسخ الكود يدوياً.');
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="min-h-11 shrink-0 rounded-full bg-white px-4 text-sm font-bold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
    >
      <span aria-live="polite">{copied ? 'تم النسخ' : 'نسخ'}</span>
      <span className="sr-only"> الكود {text}</span>
    </button>
  );
}
