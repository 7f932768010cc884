import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { errorMessage, failedWith } from '@/lib/api';
import { loginPath } from '@/lib/safe-redirect';
import { authedCall } from '@/lib/session-runtime';
import { sessionSnapshot } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { openLoginPrompt } from '../cart/login-prompt';

export interface NotifyTarget {
  variantId: number;
  productId: number;
  title: string;
  imagePath: string | null;
}

/**
 * "Tell me when it is back", fetched on the first press of the button (NotifyMeButton): a guest is asked to sign in
 * and comes back to the same product and variant; a signed-in shopper is subscribed and told so (spec §8).
 */
export async function notifyMe(target: NotifyTarget): Promise<boolean> {
  // Not `runWrite`: one plain call keeps TanStack Query out of the chunk the first press waits for.
  const here = `${window.location.pathname}${window.location.search}`;
  if (!sessionSnapshot().user) {
    openLoginPrompt(loginPath(here), { message: messages.notifyMeLoginNeeded, icon: 'bell' });
    return false;
  }
  try {
    const answer = await authedCall(routes.notifyCreate, {
      body: {
        fcm_token: '',
        variant_id: target.variantId,
        product_id: target.productId,
        title: target.title,
        image_path: target.imagePath,
      },
    });
    toast.success(answer.message || messages.notifyWhenAvailable);
    return true;
  } catch (error) {
    if (failedWith(error, 'notify.login_required', 'auth.unauthenticated', 'auth.session_expired')) {
      openLoginPrompt(loginPath(here), { message: messages.notifyMeLoginNeeded, icon: 'bell' });
    } else {
      toast.error(errorMessage(error));
    }
    return false;
  }
}
