'use client';

import * as messages from '@wb/contract/messages';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { buttonStyles, Spinner } from '@/components/ui/form';
import { ApiError, errorMessage } from '@/lib/api';
import { loginPath } from '@/lib/safe-redirect';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { useAddSharedCart } from './use-seller';

/**
 * "أضيفي المنتجات إلى سلتي": a guest goes to /auth and comes back to this page; a customer's tap adds every available
 * product to her cart at once, and the page then leads to /cart.
 */
export function AddSharedCart({ token }: { token: string }) {
  const router = useRouter();
  const { user } = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot);
  const [done, setDone] = useState<string | null>(null);
  const write = useAddSharedCart(token);
  const busy = write.busy;
  const here = `/shared-cart/${token}`;
  const add = () => {
    if (!user) {
      router.push(loginPath(here));
      return;
    }
    write.mutate(undefined, {
      onSuccess: (answer) => {
        const skipped = answer.data.skipped.map((line) => `${line.title}: ${line.message}`);
        setDone([answer.message || messages.sharedCartAdded, ...skipped].join('\n'));
      },
      // A session the server no longer knows signs in again and comes back; anything else is said in a toast.
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'share.login_required') router.push(loginPath(here));
        else toast.error(errorMessage(error));
      },
    });
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
      {!user ? <p className="mt-4 text-sm text-muted">{messages.shareLoginNeeded}</p> : null}
      <button
        type="button"
        onClick={add}
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
