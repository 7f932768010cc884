import { envelope } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { deskPage } from '../schemas/admin';
import {
  accountRole,
  auditEntry,
  auditQuery,
  staffGrantBody,
  staffMember,
  staffQuery,
  staffRoleBody,
} from '../schemas/admin-staff';
import { idParams } from '../schemas/fields';

/** The staff desk's admin-only pages (issue 12): who works here, and the log of what everyone did. */
const tag = 'مكتب الموظفين: الفريق والسجل';

export const adminStaffRoute = defineRoute(table.adminStaffList, {
  tag,
  summary: 'The staff and admin accounts, admins first, then by name.',
  query: staffQuery,
  response: deskPage(staffMember),
});

export const adminStaffGrantRoute = defineRoute(table.adminStaffGrant, {
  rateLimited: true,
  tag,
  summary:
    "Make an account staff or admin by its mobile (a customer's account, or a staff account changing role). Its sessions carry on with the new role at once; an audit entry.",
  body: staffGrantBody,
  response: envelope(accountRole),
  successMessage: 'staffRoleChanged',
  failures: [
    { code: 'mobile.invalid', field: 'mobile', when: 'The mobile is not a valid Iraqi number.' },
    { code: 'mobile.not_registered', when: 'No account has this number: the person signs up first.' },
    { code: 'staff.seller_account', when: "The number is a pharmacist's or an influencer's account." },
    { code: 'staff.own_admin_role', when: 'An admin would take their own admin role away.' },
  ],
});

export const adminStaffRoleRoute = defineRoute(table.adminStaffRole, {
  rateLimited: true,
  tag,
  summary:
    "Change a staff member's role, or take it away (customer): the change applies to their sessions at once; an audit entry. An admin cannot take their own admin role away.",
  params: idParams,
  body: staffRoleBody,
  response: envelope(accountRole),
  successMessage: 'staffRoleChanged',
  failures: [
    { code: 'account.not_found', when: 'No staff or admin account with this id.' },
    { code: 'staff.own_admin_role', when: 'An admin would take their own admin role away.' },
  ],
});

export const adminAuditRoute = defineRoute(table.adminAuditList, {
  tag,
  summary:
    'The audit log: every staff write (who, what, on which record, before and after), filtered by who, record, action and Baghdad days; newest first.',
  query: auditQuery,
  response: deskPage(auditEntry),
});
