'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { authedCall } from '@/lib/session-runtime';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from '@/lib/session-store';
import { ApiError, errorMessage } from '@/lib/api';
import { loginPath } from '@/lib/safe-redirect';
import { sellerMessages } from '@/lib/seller-messages';
import { sellerRoutes } from '@/lib/seller-routes';
import { toast } from '@/lib/toast';
import { idempotentWrite, newIdempotencyKey } from '../session-data/idempotency';

/**
 * "أضيفي المنتجات إلى سلتي": a guest goes to /auth and comes back to this page; a customer's tap adds every available
 * product to her cart at once, and the page then leads to /cart.
 */
export function AddSharedCart({ token }: { token: string }) {
  const router = useRouter();
  const { user } = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const here = `/shared-cart/${token}`;
  const add = async () => {
    if (!user) {
      router.push(loginPath(here));
      return;
    }
    setBusy(true);
    try {
      const answer = await idempotentWrite(
        (headers) => authedCall(sellerRoutes.addSharedCart, { params: { token } }, { headers }),
        { key: newIdempotencyKey() },
      );
      const skipped = answer.data.skipped.map((line) => `${line.title}: ${line.message}`);
      setDone([answer.message || sellerMessages.sharedCartAdded, ...skipped].join('\n'));
      toast.success(answer.message || sellerMessages.sharedCartAdded);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'share.login_required') router.push(loginPath(here));
      else toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  if (done)
    return (
      <div role="status" data-shared-added className="mt-4 space-y-3">
        <p className="whitespace-pre-line text-sm font-medium text-emerald-800">{done}</p>
        <Link prefetch={false} href="/cart" className={`${buttonStyles.primary} w-full`}>
          الذهاب إلى سلتي
        </Link>
      </div>
    );
  return (
    <>
      {!user ? <p className="mt-4 text-sm text-muted">{sellerMessages.shareLoginNeeded}</p> : null}
      <button
        type="button"
        onClick={() => void add()}
        disabled={busy}
        aria-busy={busy}
        className={`${buttonStyles.primary} mt-4 w-full`}
      >
        {busy ? <Spinner /> : null}
        أضيفي المنتجات إلى سلتي
      </button>
    </>
  );
}
