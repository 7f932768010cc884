import { purgeIdempotencyKeys } from '../http/idempotency';
import type { JobQueue } from '../lib/jobs';
import type { OtpService } from '../modules/auth/otp';
import type { TokenService } from '../modules/auth/tokens';

/**
 * Hourly housekeeping, on the job queue's clock (once an hour across every API process, retried by the queue if it
 * fails): spent one-time codes, dead refresh tokens, and answers kept for repeated writes past their 24 hours.
 */
export function scheduleHousekeeping(jobs: JobQueue, otp: OtpService, tokens: TokenService) {
  return jobs.define('housekeeping', { schedule: '17 * * * *' }, async (_payloads, ctx) => {
    await otp.purgeOld(ctx);
    await tokens.purgeExpired(ctx);
    await purgeIdempotencyKeys(ctx);
  });
}
