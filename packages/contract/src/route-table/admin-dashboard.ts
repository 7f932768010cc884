import { staff } from './access';

/** The route table's entries whose schemas `routes/admin-dashboard.ts` attaches. */
export const adminDashboard = {
  id: 'admin.dashboard',
  method: 'GET',
  path: '/admin/dashboard',
  access: staff,
} as const;
