import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { searchLog } from '@wb/db';
import { lt } from 'drizzle-orm';
import type { Ctx } from '../../context';
import type { JobQueue, JobType } from '../../lib/jobs';
import { networkOf } from '../../lib/network';
import { MemoryWindowCounts, type WindowCounts } from '../../lib/window-counts';

/** A search as the log keeps it. */
export interface SearchEntry {
  /** As typed (trimmed, spaces collapsed): what the public list shows. */
  keyword: string;
  /** The catalogue words it resolved to: searches that mean the same are counted together. */
  normalized: string;
  results: number;
  /** Every word of the search is a word the catalogue knows (no typo, no made-up word). */
  known: boolean;
  /** The searcher's address; stored only as a keyed hash of its network. */
  ip: string;
}

interface LoggedSearch {
  keyword: string;
  normalized: string;
  results: number;
  known: boolean;
  searcher: string;
}

/**
 * Records searches for most_search off the request path: each search is a job on the durable queue (one small insert
 * the answer does not wait on), and the worker writes them to the log in batches of up to 200. Nothing is lost when a
 * process stops; a search is counted once even if its batch runs twice (the batch commits with its jobs' completion).
 * Repeats are dropped before they are queued, and each searcher's searches are capped, so no client can flood it.
 */
/** A search is counted once an hour per searcher, and a searcher's searches at most 60 times an hour. */
const REPEAT_WINDOW_MS = 3_600_000;
const PER_SEARCHER_PER_HOUR = 60;

export class SearchLog {
  private readonly key: Buffer;
  private readonly job: JobType<LoggedSearch>;
  /**
   * What was already queued, counted across every API process when they share Redis: a client repeating a search,
   * or sending thousands of different ones, queues a bounded number of jobs (the most-searched list counts
   * searchers, so the repeats would change nothing anyway). When Redis does not answer, this process counts alone.
   */
  private readonly fallback = new MemoryWindowCounts();
  /** Sends not yet landed in the queue (`record` does not wait for them; `flush` does). */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly jobs: JobQueue,
    secret: string,
    private readonly counts: WindowCounts = new MemoryWindowCounts(),
  ) {
    // A key of its own: the log can tell one searcher from another without holding anyone's address.
    this.key = Buffer.from(hkdfSync('sha256', secret, 'wonder-beauty', 'search-log', 32));
    this.job = jobs.define<LoggedSearch>('search.logged', { batchSize: 200 }, async (searches, ctx) => {
      await ctx.db.insert(searchLog).values(
        searches.map((search) => ({
          keyword: search.keyword,
          normalized: search.normalized,
          resultsCount: search.results,
          known: search.known,
          searcher: search.searcher,
        })),
      );
    });
  }

  /** Queues the search; a failure to queue is logged, never the searcher's problem. */
  record(ctx: Ctx, entry: SearchEntry): void {
    // Not awaited (the searcher does not wait for the log), but kept until it has landed, so `flush` can.
    const sending = this.queue(ctx, entry).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'search not logged');
    });
    this.sending.add(sending);
    void sending.finally(() => this.sending.delete(sending));
  }

  private async queue(ctx: Ctx, entry: SearchEntry): Promise<void> {
    const searcher = createHmac('sha256', this.key).update(networkOf(entry.ip)).digest('base64url').slice(0, 22);
    const perSearcher = `searcher:${searcher}`;
    // A searcher past the cap leaves nothing behind (no key per search she sends: the shared store stays bounded at
    // 60 repeat keys per searcher an hour), and a repeat is keyed by a short digest, not by what was typed.
    if ((await this.read(perSearcher)) >= PER_SEARCHER_PER_HOUR) return;
    const text = createHash('sha256').update(entry.normalized).digest('base64url').slice(0, 16);
    // The window runs from the searcher's first search of it: a busy searcher is not kept out for longer.
    const first = (await this.hit(`repeat:${searcher}:${text}`)) === 1;
    if (!first || (await this.hit(perSearcher)) > PER_SEARCHER_PER_HOUR) return;
    await this.jobs.send(ctx.db, this.job, {
      keyword: entry.keyword.trim().replace(/\s+/g, ' ').slice(0, 200),
      normalized: entry.normalized,
      results: entry.results,
      known: entry.known,
      searcher,
    });
  }

  private async read(key: string): Promise<number> {
    try {
      return await this.counts.count(key);
    } catch {
      return this.fallback.count(key);
    }
  }

  private async hit(key: string): Promise<number> {
    try {
      return await this.counts.hit(key, REPEAT_WINDOW_MS);
    } catch {
      return this.fallback.hit(key, REPEAT_WINDOW_MS);
    }
  }

  /** Housekeeping: searches older than the most-searched window count for nothing. */
  async purgeOld(ctx: Ctx, days: number): Promise<void> {
    await ctx.db.delete(searchLog).where(lt(searchLog.createdAt, new Date(ctx.now().getTime() - days * 86_400_000)));
  }

  /**
   * Writes every queued search now (tests; the worker does it within a second or two), once the searches still being
   * queued have landed: a search answered a moment ago may not have reached the queue yet.
   */
  async flush(): Promise<void> {
    await Promise.all(this.sending);
    await this.jobs.drain(this.job);
  }
}
