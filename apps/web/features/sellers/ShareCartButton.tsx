'use client';

import { useState } from 'react';
import { CopyButton } from '@/components/ui/CopyButton';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { useShareCart } from './use-seller';

type Shared = { url: string; whatsapp_url: string; share_text: string };

/**
 * "شارك هذه السلة" (issue 14): a short, expiring link (issue 24) to the cart as it is now, shown with a copy button
 * and a WhatsApp button carrying the message the API wrote.
 */
export function ShareCartButton({ cartId, contactId }: { cartId: number; contactId: number | null }) {
  const write = useShareCart();
  const busy = write.busy;
  const [shared, setShared] = useState<Shared | null>(null);
  const share = () => write.mutate({ cartId, contactId }, { onSuccess: (answer) => setShared(answer.data) });
  const absolute = shared ? new URL(shared.url, window.location.origin).toString() : '';
  return (
    <>
      <button type="button" onClick={share} disabled={busy} aria-busy={busy} className={buttonStyles.link}>
        {busy ? <Spinner /> : null}
        شارك هذه السلة
      </button>
      {shared ? (
        <div data-share-link className="basis-full rounded-2xl bg-canvas p-3 text-sm ring-1 ring-line">
          <p className="font-bold text-ink">رابط السلة</p>
          <p className="mt-1 break-all text-xs" dir="ltr">
            <a href={absolute} className="text-brand-700 underline">
              {absolute}
            </a>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <CopyButton text={absolute} label="نسخ الرابط" done="تم نسخ الرابط" />
            <a href={shared.whatsapp_url} target="_blank" rel="noopener noreferrer" className={buttonStyles.primary}>
              إرسال عبر واتساب
            </a>
          </div>
        </div>
      ) : null}
    </>
  );
}
