'use client';

import { useState } from 'react';
import { Spinner } from '@/components/ui/form';
import { accountMessages } from '@/lib/account-messages';
import { errorMessage } from '@/lib/api';
import { logout } from '@/lib/session-runtime';
import { toast } from '@/lib/toast';

/** Signs out (spec §2: to / with a reload), the store's own logout. */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await logout();
        } catch (error) {
          toast.error(errorMessage(error, accountMessages.logoutFailed));
          setBusy(false);
        }
      }}
      className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
    >
      {busy ? <Spinner /> : null}
      تسجيل الخروج
    </button>
  );
}
