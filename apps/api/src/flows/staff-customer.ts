import type { AdminCustomerProfile, BlockBody, WalletAdjustBody, WalletPage } from '@wb/contract';
import { atomically, type CallerCtx } from '../context';
import { ApiError } from '../lib/errors';
import type { AuditLog } from '../modules/audit/service';
import type { AccountService } from '../modules/auth/accounts';
import type { CustomerDesk } from '../modules/people/customers';
import type { WalletService } from '../modules/wallet/service';

/** How much of the ledger a wallet write answers with: its first page, as the desk shows it. */
const LEDGER_PAGE = 20;

/**
 * Staff act on a shopper's account (issue 12), each write in one transaction with its audit entry: the shopper's
 * row locked first (the same order a shopper's own write takes: account, then wallet), then the write, then the
 * entry with the account before and after. A staff or admin account is refused (403) before anything is written.
 */
export class StaffCustomerFlow {
  constructor(
    private readonly customers: CustomerDesk,
    private readonly accounts: AccountService,
    private readonly wallet: WalletService,
    private readonly audit: AuditLog,
  ) {}

  /** A credit or debit with its reason: a ledger entry the shopper sees, under the wallet's lock. */
  adjustWallet(ctx: CallerCtx, customerId: number, body: WalletAdjustBody): Promise<WalletPage> {
    return atomically(ctx, async (tx) => {
      await this.customers.shopper(tx, customerId, { lock: true });
      const amount = body.direction === 'credit' ? body.amount : -body.amount;
      const balance = await this.wallet.adjust(tx, customerId, amount, { actorId: tx.caller.id, note: body.reason });
      await this.audit.record(tx, {
        action: 'wallet.adjust',
        entityType: 'user',
        entityId: customerId,
        before: { balance: balance.before },
        after: { balance: balance.after, amount, reason: body.reason },
      });
      return this.wallet.pageOf(tx, customerId, 1, LEDGER_PAGE);
    });
  }

  /** Blocks the account: it cannot sign in or order, and every session ends now. */
  block(ctx: CallerCtx, customerId: number, body: BlockBody): Promise<AdminCustomerProfile> {
    return this.setBlocked(ctx, customerId, body.reason, true);
  }

  unblock(ctx: CallerCtx, customerId: number, body: BlockBody): Promise<AdminCustomerProfile> {
    return this.setBlocked(ctx, customerId, body.reason, false);
  }

  private setBlocked(ctx: CallerCtx, customerId: number, reason: string, block: boolean) {
    return atomically(ctx, async (tx) => {
      const before = await this.customers.shopper(tx, customerId, { lock: true });
      const blocked = before.blocked_at !== null;
      if (block && blocked) throw ApiError.of('customer.already_blocked');
      if (!block && !blocked) throw ApiError.of('customer.not_blocked');
      await this.accounts.setBlocked(tx, customerId, block ? { reason } : null);
      const after = await this.customers.profile(tx, customerId);
      await this.audit.record(tx, {
        action: block ? 'customer.block' : 'customer.unblock',
        entityType: 'user',
        entityId: customerId,
        before: { blocked_at: before.blocked_at, blocked_reason: before.blocked_reason },
        after: { blocked_at: after.blocked_at, blocked_reason: after.blocked_reason, reason },
      });
      return after;
    });
  }
}
