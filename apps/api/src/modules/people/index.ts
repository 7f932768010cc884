import { adminCustomers, adminStaff, messages } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';

/**
 * The staff desk's people (issue 12): customers (staff and admins), and the staff page and audit log (admins).
 * Reads in the services, writes in the staff-customer and staff-roles flows.
 */
export const peopleModule: StoreModule = {
  name: 'people',
  register(app, services, kernel) {
    // Staff writes count against the same per-person limit as every write made by hand.
    const limited = shopperWriteLimit(app, kernel);
    const { customerDesk, staffCustomer, staffRoles, staffReads, audit } = services;
    const ok = messages.ok;

    bindRoute(app, adminCustomers.adminCustomersRoute, async ({ query }, ctx) => ({
      ...(await customerDesk.list(ctx, query)),
      message: ok,
    }));
    bindRoute(app, adminCustomers.adminCustomerRoute, async ({ params }, ctx) => ({
      data: await customerDesk.profile(ctx, params.id),
      message: ok,
    }));
    bindRoute(app, adminCustomers.adminCustomerWalletRoute, async ({ params, query }, ctx) => ({
      data: await customerDesk.walletPage(ctx, params.id, query.page, query.limit),
      message: ok,
    }));
    bindRoute(
      app,
      adminCustomers.adminCustomerWalletAdjustRoute,
      async ({ params, body }, ctx) => ({
        data: await staffCustomer.adjustWallet(ctx, params.id, body),
        message: messages.walletAdjusted,
      }),
      limited,
    );
    bindRoute(
      app,
      adminCustomers.adminCustomerBlockRoute,
      async ({ params, body }, ctx) => ({
        data: await staffCustomer.block(ctx, params.id, body),
        message: messages.customerBlocked,
      }),
      limited,
    );
    bindRoute(
      app,
      adminCustomers.adminCustomerUnblockRoute,
      async ({ params, body }, ctx) => ({
        data: await staffCustomer.unblock(ctx, params.id, body),
        message: messages.customerUnblocked,
      }),
      limited,
    );

    bindRoute(app, adminStaff.adminStaffRoute, async ({ query }, ctx) => ({
      ...(await staffReads.list(ctx, query)),
      message: ok,
    }));
    bindRoute(
      app,
      adminStaff.adminStaffGrantRoute,
      async ({ body }, ctx) => ({ data: await staffRoles.grant(ctx, body), message: messages.staffRoleChanged }),
      limited,
    );
    bindRoute(
      app,
      adminStaff.adminStaffRoleRoute,
      async ({ params, body }, ctx) => ({
        data: await staffRoles.setRole(ctx, params.id, body),
        message: messages.staffRoleChanged,
      }),
      limited,
    );
    bindRoute(app, adminStaff.adminAuditRoute, async ({ query }, ctx) => ({
      ...(await audit.list(ctx, query)),
      message: ok,
    }));
  },
};
