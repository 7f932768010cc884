import { createHmac, hkdfSync } from 'node:crypto';
import type { Database } from '@wb/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { networkOf } from '../../lib/network';

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

interface Row {
  keyword: string;
  normalized: string;
  results: number;
  known: boolean;
  searcher: string;
}

/**
 * Records searches for most_search off the request path: entries are buffered and written in one insert every
 * few seconds (or when the buffer fills). A crash may lose the last few seconds of statistics, never a sale.
 */
export class SearchLog {
  private buffer: Row[] = [];
  private readonly timer: NodeJS.Timeout;
  private readonly key: Buffer;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    secret: string,
    private readonly flushEveryMs = 3000,
    private readonly maxBuffer = 500,
  ) {
    // A key of its own: the log can tell one searcher from another without holding anyone's address.
    this.key = Buffer.from(hkdfSync('sha256', secret, 'wonder-beauty', 'search-log', 32));
    this.timer = setInterval(() => void this.flush(), this.flushEveryMs);
    this.timer.unref();
  }

  record(entry: SearchEntry): void {
    this.buffer.push({
      keyword: entry.keyword.trim().replace(/\s+/g, ' ').slice(0, 200),
      normalized: entry.normalized,
      results: entry.results,
      known: entry.known,
      searcher: createHmac('sha256', this.key).update(networkOf(entry.ip)).digest('base64url').slice(0, 22),
    });
    if (this.buffer.length >= this.maxBuffer) void this.flush();
  }

  async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const entries = this.buffer;
    this.buffer = [];
    try {
      await this.database.rows(sql`
        insert into search_log (keyword, normalized, results_count, known, searcher)
        select keyword, normalized, results, known, searcher from json_to_recordset(${JSON.stringify(entries)}::json)
          as x(keyword text, normalized text, results int, known boolean, searcher text)`);
    } catch (error) {
      this.log.warn({ err: error, dropped: entries.length }, 'search log flush failed');
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
