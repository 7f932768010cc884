'use client';

import * as messages from '@wb/contract/messages';
import { useState } from 'react';
import { BellIcon } from '@/components/ui/icons';
import { toast } from '@/lib/toast';
import type { NotifyTarget } from './notify-actions';

/**
 * The product page's "tell me when it is back" for a sold-out variant. Its code (the session's API client, the
 * messages) loads on the first press, not with the page. Once subscribed it says so and is not pressed again.
 */
export function NotifyMeButton({ target, className }: { target: NotifyTarget; className: string }) {
  // Not `useWrite`: it would put TanStack Query in the product page's first-load JS (budget 150 KB gz, decisions.md).
  const [state, setState] = useState<{ variantId: number; status: 'busy' | 'done' } | null>(null);
  const mine = state?.variantId === target.variantId ? state.status : null;
  return (
    <button
      type="button"
      data-notify-me={target.variantId}
      aria-busy={mine === 'busy' ? true : undefined}
      disabled={mine !== null}
      className={`${className} aria-busy:cursor-wait disabled:opacity-80`}
      onClick={() => {
        setState({ variantId: target.variantId, status: 'busy' });
        import('./notify-actions')
          .then(({ notifyMe }) => notifyMe(target))
          .then(
            (subscribed) => setState(subscribed ? { variantId: target.variantId, status: 'done' } : null),
            () => {
              setState(null);
              toast.error(messages.networkError);
            },
          );
      }}
    >
      <BellIcon size={20} /> {mine === 'done' ? 'سنعلمك عند التوفر' : 'أعلمني عند التوفر'}
    </button>
  );
}
