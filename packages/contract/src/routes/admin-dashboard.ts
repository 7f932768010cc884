import { envelope } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { dashboardSummary } from '../schemas/admin-dashboard';

/** The staff desk's first page (issue 12): a day's orders and revenue, the order pipeline, low stock, best sellers. */
export const adminDashboardRoute = defineRoute(table.adminDashboard, {
  tag: 'مكتب الموظفين',
  summary:
    "Today's orders and revenue (Baghdad day), orders by status, the last 30 days, low-stock variants, top products over 30 days.",
  response: envelope(dashboardSummary),
});
