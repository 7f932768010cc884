'use client';

import { Spinner } from '@/components/ui/form';
import { useSignOut } from '@/features/account/use-account';

/** Signs out (spec §2: to / with a reload), the store's own logout. */
export function SignOutButton() {
  const signOut = useSignOut();
  const busy = signOut.busy;
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy}
      onClick={() => signOut.mutate()}
      className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
    >
      {busy ? <Spinner /> : null}
      تسجيل الخروج
    </button>
  );
}
