import { atomically, type CallerCtx } from '../context';
import type { AccountService } from '../modules/auth/accounts';

/** A module's part of an account's deletion: everything personal it keeps about the caller, gone. */
export type PersonalDataEraser = (ctx: CallerCtx) => Promise<void>;

/**
 * Deleting an account (spec §7 app/delete/account) is one transaction across every module that keeps personal data:
 * the account anonymised and its sessions ended, then each module's eraser — cart, addresses, stored answers, and
 * whatever later modules register in services.ts. Either all of it happens or none.
 */
export class DeleteAccountFlow {
  constructor(
    private readonly accounts: AccountService,
    private readonly erasers: readonly PersonalDataEraser[],
  ) {}

  run(ctx: CallerCtx): Promise<void> {
    return atomically(ctx, async (tx) => {
      await this.accounts.deleteAccount(tx);
      for (const erase of this.erasers) await erase(tx);
    });
  }
}
