import { REVALIDATE_HEADER, REVALIDATE_PATH } from '@wb/contract';
import type { CallerCtx } from '../../../context';
import type { CacheTags } from '../../../lib/cache-tags';
import type { JobQueue, JobType } from '../../../lib/jobs';
import type { AuditEntry, AuditLog } from '../../audit/service';

/** The API's own cached answers of the content service (GraphQL and campaign pages), dropped by every desk write. */
export const CONTENT_PAGES_TAG = 'content-pages';

export interface RevalidateWeb {
  /** The web's cache tags to drop (the contract's contentCacheTags). */
  tags: string[];
}

export interface RevalidateTarget {
  /** The storefront's address (WEB_URL). */
  webUrl: string;
  /** REVALIDATE_SECRET, sent in REVALIDATE_HEADER. */
  secret: string;
  timeoutMs?: number;
}

/**
 * `content.revalidate`: tells the storefront which cached content to drop (`POST {WEB_URL}/api/revalidate` with
 * `{ tags }` and the shared secret), after the desk write that changed it commits — the job is enqueued inside that
 * write's transaction, so a rolled-back write tells nothing and a committed one always does. A refused or failed
 * call fails the job, which the queue runs again with a growing back-off; dropping a tag twice is harmless.
 */
export function defineContentRevalidation(jobs: JobQueue, target: RevalidateTarget): JobType<RevalidateWeb> {
  return jobs.define<RevalidateWeb>('content.revalidate', { batchSize: 10, retryLimit: 8 }, async (payloads) => {
    const tags = [...new Set(payloads.flatMap((payload) => payload.tags))];
    if (tags.length === 0) return;
    const response = await fetch(`${target.webUrl}${REVALIDATE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_HEADER]: target.secret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(target.timeoutMs ?? 5_000),
    });
    // The answer's body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`the storefront's revalidation answered ${response.status}`);
  });
}

/**
 * A desk write to what the content service shows (an article, a page, a campaign): its audit entry, the API's own
 * cached answers dropped when the write commits (in every process), and the storefront told which of its cached
 * content to drop — all inside the write's transaction, and no network call in it.
 */
export class ContentWrites {
  constructor(
    private readonly audit: AuditLog,
    private readonly cacheTags: CacheTags,
    private readonly jobs: JobQueue,
    private readonly revalidate: JobType<RevalidateWeb>,
  ) {}

  async record(ctx: CallerCtx, entry: AuditEntry, webTags: readonly string[]): Promise<void> {
    await this.audit.record(ctx, entry);
    await this.cacheTags.invalidate(ctx.db, [CONTENT_PAGES_TAG]);
    if (webTags.length > 0) await this.jobs.send(ctx.db, this.revalidate, { tags: [...webTags] });
  }
}
