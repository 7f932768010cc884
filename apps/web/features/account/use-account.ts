'use client';

import * as messages from '@wb/contract/messages';
import * as routes from '@wb/contract/routes';
import { useWrite } from '@/features/session-data/use-write';
import { authedCall, leaveDeletedAccount, logout } from '@/lib/session-runtime';

/**
 * Both writes end by sending the browser elsewhere (`location.assign` returns before the page goes): the button stays
 * busy until it has gone, so it cannot be pressed again meanwhile.
 */
const untilThePageLeaves = () => new Promise<never>(() => {});

/** Spec §2: logout goes to / and reloads; a server that could not be reached keeps the session and says so. */
export const useSignOut = () =>
  useWrite({ mutationFn: logout, errorToast: messages.logoutFailed, onSuccess: untilThePageLeaves });

/** Account deletion: the API's word in a toast, then every cookie cleared and home, as a logout. */
export const useDeleteAccount = () =>
  useWrite({
    mutationFn: () => authedCall(routes.authDeleteAccount),
    successToast: (answer) => answer.message || messages.accountDeleted,
    errorToast: messages.deleteAccountFailed,
    onSuccess: async () => {
      await leaveDeletedAccount();
      await untilThePageLeaves();
    },
  });
