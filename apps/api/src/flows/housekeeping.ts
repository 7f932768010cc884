import { purgeIdempotencyKeys } from '../lib/idempotency-keys';
import type { JobQueue } from '../lib/jobs';
import type { OtpService } from '../modules/auth/otp';
import type { TokenService } from '../modules/auth/tokens';
import type { SearchLog } from '../modules/search/log';
import { MOST_SEARCHED } from '../modules/search/service';

/**
 * Hourly housekeeping, on the job queue's clock (once an hour across every API process, retried by the queue if it
 * fails): spent one-time codes, dead refresh tokens, answers kept for repeated writes past their 24 hours, and
 * searches older than the most-searched list looks at.
 */
export function scheduleHousekeeping(jobs: JobQueue, otp: OtpService, tokens: TokenService, searchLog: SearchLog) {
  // Deletes whatever piled up (more after a long stop): two minutes before it is taken for dead.
  return jobs.define('housekeeping', { schedule: '17 * * * *', maxRunSeconds: 120 }, async (_payloads, ctx) => {
    await otp.purgeOld(ctx);
    await tokens.purgeExpired(ctx);
    await purgeIdempotencyKeys(ctx);
    await searchLog.purgeOld(ctx, MOST_SEARCHED.days + 1);
  });
}
