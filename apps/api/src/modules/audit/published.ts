import type { CallerCtx } from '../../context';
import type { CacheTags } from '../../lib/cache-tags';
import type { AuditEntry, AuditLog } from './service';

/**
 * A desk write to something the storefront shows from a cache (popups, FAQ, fees, settings, gift programs): the audit
 * entry, in the write's transaction, and the cached answers carrying `tags` dropped in every API process when that
 * transaction commits (a rolled-back write drops nothing). The next storefront read shows the change.
 */
export class PublishedWrites {
  constructor(
    private readonly audit: AuditLog,
    private readonly cacheTags: CacheTags,
    private readonly tags: readonly string[],
  ) {}

  async record(ctx: CallerCtx, entry: AuditEntry): Promise<void> {
    await this.audit.record(ctx, entry);
    await this.cacheTags.invalidate(ctx.db, this.tags);
  }
}
