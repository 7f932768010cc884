import type { AccountRole, ErrorCode, Role, StaffGrantBody, StaffRoleBody } from '@wb/contract';
import { users } from '@wb/db';
import { and, eq, isNull } from 'drizzle-orm';
import { atomically, type CallerCtx } from '../context';
import { ApiError } from '../lib/errors';
import { isStaff } from '../lib/roles';
import type { AuditLog } from '../modules/audit/service';
import type { AccountService } from '../modules/auth/accounts';

const roleOf = (user: { id: number; name: string; mobile: string; user_type: Role }): AccountRole => ({
  id: user.id,
  name: user.name,
  mobile: user.mobile,
  user_type: user.user_type as AccountRole['user_type'],
});

/**
 * Admins give and take the staff roles (issue 12), each change in one transaction with its audit entry. The account
 * is locked first; its sessions carry on with the new role from their next call (tokens.ts reads the role from the
 * account). A seller's account never becomes staff (it would lose its carts and contacts' purpose), and an admin
 * cannot take their own admin role away — so the shop always keeps at least the admin making the change.
 */
export class StaffRolesFlow {
  constructor(
    private readonly accounts: AccountService,
    private readonly audit: AuditLog,
  ) {}

  /** Makes the account with this mobile staff or admin: a customer's, or a staff account changing role. */
  async grant(ctx: CallerCtx, body: StaffGrantBody): Promise<AccountRole> {
    const account = await this.accounts.findByMobile(ctx, body.mobile);
    if (!account) throw ApiError.of('mobile.not_registered');
    return this.change(ctx, account.id, body.role, (type) => {
      if (!type) return 'mobile.not_registered';
      return type === 'customer' || isStaff(type) ? null : 'staff.seller_account';
    });
  }

  /** Changes a staff member's role, or takes it away (`customer`). */
  async setRole(ctx: CallerCtx, userId: number, body: StaffRoleBody): Promise<AccountRole> {
    return this.change(ctx, userId, body.role, (type) => (type && isStaff(type) ? null : 'account.not_found'));
  }

  /**
   * The change, unless `refusal` names a reason to refuse the account's present role (read under the account's
   * lock; undefined when the account is gone).
   */
  private change(
    ctx: CallerCtx,
    userId: number,
    role: AccountRole['user_type'],
    refusal: (type: Role | undefined) => ErrorCode | null,
  ) {
    return atomically(ctx, async (tx) => {
      const [row] = await tx.db
        .select({ user_type: users.userType })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('no key update');
      const refused = refusal(row?.user_type);
      if (refused || !row) throw ApiError.of(refused ?? 'account.not_found');
      if (userId === tx.caller.id && row.user_type === 'admin' && role !== 'admin') {
        throw ApiError.of('staff.own_admin_role');
      }
      const user = await this.accounts.setRole(tx, userId, role);
      await this.audit.record(tx, {
        action: 'user.role',
        entityType: 'user',
        entityId: userId,
        before: { user_type: row.user_type },
        after: { user_type: role },
      });
      return roleOf(user);
    });
  }
}
