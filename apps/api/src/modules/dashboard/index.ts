import { adminDashboard, messages } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import type { StoreModule } from '../../http/store-module';

/** The staff desk's dashboard (issue 12): the day's figures at a glance. Rules live in the service. */
export const dashboardModule: StoreModule = {
  name: 'dashboard',
  register(app, services) {
    bindRoute(app, adminDashboard.adminDashboardRoute, async (_request, ctx) => ({
      data: await services.adminDashboard.get(ctx),
      message: messages.ok,
    }));
  },
};
