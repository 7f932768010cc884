import { admins } from './access';

/** The route table's entries whose schemas `routes/admin-staff.ts` attaches. */
export const adminStaffList = { id: 'admin.staff.list', method: 'GET', path: '/admin/staff', access: admins } as const;
export const adminStaffGrant = {
  id: 'admin.staff.grant',
  method: 'POST',
  path: '/admin/staff',
  access: admins,
} as const;
export const adminStaffRole = {
  id: 'admin.staff.role',
  method: 'POST',
  path: '/admin/staff/{id}/role',
  access: admins,
} as const;
export const adminAuditList = { id: 'admin.audit.list', method: 'GET', path: '/admin/audit', access: admins } as const;
