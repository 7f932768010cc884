import { type AdminPartnerApplication, formatMessage, messages, type Role, roleLabels, sellerHome } from '@wb/contract';
import { type DbRow, partnerApplications, type RawRow, rowsOf, users } from '@wb/db';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { atomically, type CallerCtx } from '../context';
import { ApiError } from '../lib/errors';
import type { JobQueue, JobType } from '../lib/jobs';
import type { AuditLog } from '../modules/audit/service';
import type { AccountService } from '../modules/auth/accounts';
import type { SmsProvider } from '../modules/auth/sms';
import type { NotificationService } from '../modules/notify/notifications';
import type { PartnerService } from '../modules/partners/service';

export interface PartnerDecided {
  applicationId: number;
}

/**
 * `partner.decided`: the SMS that tells her the desk's decision, enqueued in the decision's transaction (a decision
 * rolled back sends nothing). The application's `decision_sms_at` is set in the job's transaction before the message
 * is handed over, so a job run again sends nothing: one message per decision, ever. It goes to her account's number
 * (the one she signs in with), and not to a deleted account (its applications went with it).
 */
export function definePartnerDecided(jobs: JobQueue, sms: SmsProvider, webUrl: string) {
  const options = { batchSize: 1, retryLimit: 5, maxRunSeconds: sms.longestSendMs / 1000 };
  return jobs.define<PartnerDecided>('partner.decided', options, async (payloads, ctx) => {
    for (const { applicationId } of payloads) {
      const [due] = await rowsOf<
        RawRow<typeof partnerApplications, 'partner_type' | 'decision_note'> &
          RawRow<typeof users, 'mobile'> & {
            status: Extract<DbRow<typeof partnerApplications>['status'], 'approved' | 'rejected'>;
          }
      >(
        ctx.db,
        sql`update partner_applications p set decision_sms_at = ${ctx.now().toISOString()}
          from users u
          where p.id = ${applicationId} and u.id = p.user_id and p.decision_sms_at is null
            and p.status in ('approved', 'rejected') and u.deleted_at is null
          returning p.status, p.partner_type, p.decision_note, u.mobile`,
      );
      if (!due?.mobile) continue;
      const text =
        due.status === 'approved'
          ? formatMessage(messages.partnerApprovedSms, {
              role: roleLabels[due.partner_type],
              url: `${webUrl}${sellerHome[due.partner_type]}`,
            })
          : formatMessage(messages.partnerRejectedSms, { reason: due.decision_note ?? '' });
      await sms.send(due.mobile, text, { key: `partner-application:${applicationId}:decision` });
    }
  });
}

/**
 * The desk decides an application (issue 15), in one transaction: the applicant's account locked first (as every
 * write of hers locks it, so a withdrawal racing the decision waits rather than deadlocks), then the application;
 * approved, the account takes the role through the account service's one role change (its sessions carry the new
 * role from their next call; her first seller cart appears on her first add, issue 14); the decision and the role
 * change audited; her in-store notice written and her SMS enqueued — all of it commits, or none of it does.
 */
export class PartnerDecisionFlow {
  constructor(
    private readonly partners: PartnerService,
    private readonly accounts: AccountService,
    private readonly audit: AuditLog,
    private readonly notifications: NotificationService,
    private readonly jobs: JobQueue,
    private readonly decided: JobType<PartnerDecided>,
  ) {}

  approve(ctx: CallerCtx, id: number, body: { note?: string | undefined }): Promise<AdminPartnerApplication> {
    return atomically(ctx, async (tx) => {
      const account = await this.lockApplicant(tx, id);
      const application = await this.partners.lockPending(tx, id);
      const role = application.partner_type;
      if (account?.user_type !== 'customer') {
        throw ApiError.of('partner.account_changed', { type: account ? roleLabels[account.user_type] : 'محذوف' });
      }
      // A blocked account cannot sign in or order: giving it a seller's powers (and an SMS saying so) would be a slip.
      if (account.blocked) throw ApiError.of('partner.account_blocked');
      await this.accounts.setRole(tx, application.user_id, role);
      const note = body.note || null;
      await this.partners.decide(tx, id, 'approved', note);
      await this.audit.record(tx, {
        action: 'user.role',
        entityType: 'user',
        entityId: application.user_id,
        before: { user_type: 'customer' },
        after: { user_type: role, partner_application: id },
      });
      await this.audit.record(tx, {
        action: 'partner.approve',
        entityType: 'partner_application',
        entityId: id,
        before: { status: 'pending' },
        after: { status: 'approved', note },
      });
      await this.notifications.write(tx.db, {
        userId: application.user_id,
        kind: 'partner',
        title: messages.partnerApprovedTitle,
        body: formatMessage(messages.partnerApprovedBody, { role: roleLabels[role] }),
        link: sellerHome[role],
        dedupeKey: `partner:${id}:approved`,
      });
      await this.jobs.send(tx.db, this.decided, { applicationId: id });
      return this.partners.deskView(tx, id);
    });
  }

  reject(ctx: CallerCtx, id: number, body: { reason: string }): Promise<AdminPartnerApplication> {
    return atomically(ctx, async (tx) => {
      await this.lockApplicant(tx, id);
      const application = await this.partners.lockPending(tx, id);
      await this.partners.decide(tx, id, 'rejected', body.reason);
      await this.audit.record(tx, {
        action: 'partner.reject',
        entityType: 'partner_application',
        entityId: id,
        before: { status: 'pending' },
        after: { status: 'rejected', reason: body.reason },
      });
      await this.notifications.write(tx.db, {
        userId: application.user_id,
        kind: 'partner',
        title: messages.partnerRejectedTitle,
        body: formatMessage(messages.partnerRejectedBody, { reason: body.reason }),
        link: '/partner',
        dedupeKey: `partner:${id}:rejected`,
      });
      await this.jobs.send(tx.db, this.decided, { applicationId: id });
      return this.partners.deskView(tx, id);
    });
  }

  /** Locks the applicant's account (before her application: the order her own writes take); undefined when gone. */
  private async lockApplicant(ctx: CallerCtx, id: number): Promise<{ user_type: Role; blocked: boolean } | undefined> {
    const [owner] = await ctx.db
      .select({ user_id: partnerApplications.userId })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, id));
    if (!owner) throw ApiError.of('partner.not_found');
    const [account] = await ctx.db
      .select({ user_type: users.userType, blocked: isNotNull(users.blockedAt).mapWith(Boolean) })
      .from(users)
      .where(and(eq(users.id, owner.user_id), isNull(users.deletedAt)))
      .for('no key update');
    return account;
  }
}
