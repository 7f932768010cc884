import { adminPartners, formatMessage, messages, partners, roleLabels } from '@wb/contract';
import { bindRoute } from '../../http/bind';
import { shopperWriteLimit } from '../../http/rate-limits';
import type { StoreModule } from '../../http/store-module';

/** The partner programme and "rate the store" (issue 15), with the staff desk's queues of both. */
export const partnersModule: StoreModule = {
  name: 'partners',
  register(app, { partners: service, partnerDecisions, feedback }, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    const ok = messages.ok;

    bindRoute(app, partners.partnerProgrammeRoute, async (_input, ctx) => ({
      data: await service.programme(ctx),
      message: ok,
    }));
    bindRoute(app, partners.partnerApplicationsRoute, async (_input, ctx) => ({
      data: await service.mine(ctx),
      message: ok,
    }));
    bindRoute(
      app,
      partners.partnerApplyRoute,
      async ({ body }, ctx) => ({ data: await service.apply(ctx, body), message: messages.partnerApplied }),
      limited,
    );
    bindRoute(
      app,
      partners.partnerWithdrawRoute,
      async ({ params }, ctx) => ({ data: await service.withdraw(ctx, params.id), message: messages.partnerWithdrawn }),
      limited,
    );
    bindRoute(
      app,
      partners.storeFeedbackRoute,
      async ({ body }, ctx) => ({ data: await feedback.create(ctx, body), message: messages.feedbackSent }),
      limited,
    );

    bindRoute(app, adminPartners.adminPartnersRoute, async ({ query }, ctx) => ({
      ...(await service.list(ctx, query)),
      message: ok,
    }));
    bindRoute(app, adminPartners.adminPartnerRoute, async ({ params }, ctx) => ({
      data: await service.deskView(ctx, params.id),
      message: ok,
    }));
    bindRoute(
      app,
      adminPartners.adminPartnerApproveRoute,
      async ({ params, body }, ctx) => {
        const data = await partnerDecisions.approve(ctx, params.id, body);
        return { data, message: formatMessage(messages.partnerApproved, { role: roleLabels[data.partner_type] }) };
      },
      limited,
    );
    bindRoute(
      app,
      adminPartners.adminPartnerRejectRoute,
      async ({ params, body }, ctx) => ({
        data: await partnerDecisions.reject(ctx, params.id, body),
        message: messages.partnerRejected,
      }),
      limited,
    );
    bindRoute(app, adminPartners.adminFeedbackRoute, async ({ query }, ctx) => ({
      ...(await feedback.list(ctx, query)),
      message: ok,
    }));
    bindRoute(
      app,
      adminPartners.adminFeedbackHandledRoute,
      async ({ params }, ctx) => ({
        data: await feedback.markHandled(ctx, params.id),
        message: messages.feedbackHandled,
      }),
      limited,
    );
  },
};
