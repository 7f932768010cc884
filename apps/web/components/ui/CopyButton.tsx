'use client';

import { toast } from '@/lib/toast';
import { buttonStyles } from './form';

/**
 * Copies `text` to the clipboard and says so (a link or a code to share); where the browser refuses, asks the person
 * to copy it by hand — the text is always shown beside the button.
 */
export function CopyButton({
  text,
  label,
  done,
  className = buttonStyles.secondary,
}: {
  text: string;
  label: string;
  /** The toast once copied ("تم نسخ الرابط"). */
  done: string;
  className?: string;
}) {
  const copy = () =>
    void (navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard')))
      .then(() => toast.success(done))
      .catch(() => toast.error('تعذر النسخ. انسخه يدوياً.'));
  return (
    <button type="button" className={className} onClick={copy}>
      {label}
    </button>
  );
}
