'use client';

import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';

/** How long a copy button says "copied" before it offers to copy again. */
const COPIED_FOR_MS = 2000;

const codeStyle =
  'min-h-11 shrink-0 rounded-full bg-white px-4 text-sm font-bold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100';

/**
 * Copies `text` — a discount code, a referral code, a link to share — and says so on the button for a moment (and in a
 * toast when `done` is given); where the browser refuses (an old one, or a page not served securely) it says to copy
 * by hand. The text itself is always shown beside the button.
 */
export function CopyButton({
  text,
  label = 'نسخ',
  done,
  what = '',
  className = codeStyle,
}: {
  text: string;
  label?: string;
  /** What is copied, for screen readers ("الكود"): the button is read as "نسخ الكود WELCOME10". */
  what?: string;
  /** A toast once copied ("تم نسخ الرابط"). */
  done?: string;
  className?: string;
}) {
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
      if (done) toast.success(done);
    } catch {
      toast.error('تعذّر النسخ. انسخه يدوياً.');
    }
  };
  return (
    <button type="button" onClick={() => void copy()} className={className}>
      <span aria-live="polite">{copied ? 'تم النسخ' : label}</span>
      <span className="sr-only"> {what ? `${what} ${text}` : text}</span>
    </button>
  );
}
