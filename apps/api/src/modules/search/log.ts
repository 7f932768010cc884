import type { Database } from '@wb/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

interface Entry {
  keyword: string;
  normalized: string;
  results: number;
}

/**
 * Records searches for most_search off the request path: entries are buffered and written in one insert every
 * few seconds (or when the buffer fills). A crash may lose the last few seconds of statistics, never a sale.
 */
export class SearchLog {
  private buffer: Entry[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly flushEveryMs = 3000,
    private readonly maxBuffer = 500,
  ) {
    this.timer = setInterval(() => void this.flush(), this.flushEveryMs);
    this.timer.unref();
  }

  record(entry: Entry): void {
    this.buffer.push({ ...entry, keyword: entry.keyword.trim().slice(0, 200) });
    if (this.buffer.length >= this.maxBuffer) void this.flush();
  }

  async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const entries = this.buffer;
    this.buffer = [];
    try {
      await this.database.rows(sql`
        insert into search_log (keyword, normalized, results_count)
        select keyword, normalized, results from json_to_recordset(${JSON.stringify(entries)}::json)
          as x(keyword text, normalized text, results int)`);
    } catch (error) {
      this.log.warn({ err: error, dropped: entries.length }, 'search log flush failed');
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
