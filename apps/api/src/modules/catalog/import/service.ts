import type { CatalogueImport, CatalogueImportSummary } from '@wb/contract';
import { messages } from '@wb/contract';
import { rowsOf } from '@wb/db';
import { sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx, inTransaction } from '../../../context';
import { ApiError } from '../../../lib/errors';
import type { JobQueue, JobType } from '../../../lib/jobs';
import { pageMeta } from '../../../lib/sql';
import type { AuditLog } from '../../audit/service';
import type { Outcome, PlanApplier } from './apply';
import { CsvError, readShopifyCsv } from './shopify-csv';

interface Batch {
  importId: number;
  /** Which run of `BATCH_PRODUCTS` products this job applies (0 first). */
  batch: number;
}

/** Products applied per job: each batch commits with its job, so the progress moves and a crash loses one batch. */
export const BATCH_PRODUCTS = 25;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A dry run's batch is written, counted, and undone: what it reports is what the real run does. */
class Rehearsal extends Error {
  constructor(readonly outcome: Outcome) {
    super('dry run');
  }
}

const SUMMARY = sql`i.id, i.file_name, i.dry_run, i.status, i.total_rows, i.processed_rows, i.created_products,
  i.updated_products, jsonb_array_length(i.rejected)::int as rejected_count, i.created_at, i.finished_at,
  case when i.actor_id is null then null else json_build_object('id', i.actor_id, 'name', u.name) end as actor`;

const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

/**
 * Shopify product CSV imports (issue 12): the file checked and kept with its import, then applied by a job in batches
 * of products, each batch committing with its job (progress moves, nothing is done twice), rejected rows collected
 * with their line and reason. A dry run applies each batch the same way inside a savepoint it then rolls back.
 */
export class CatalogueImports {
  private readonly job: JobType<Batch>;

  constructor(
    private readonly applier: PlanApplier,
    private readonly audit: AuditLog,
    private readonly jobs: JobQueue,
  ) {
    // Each run reads the whole file again: a large one takes a while, so its expiry is a minute.
    this.job = jobs.define<Batch>('catalogue.import', { retryLimit: 2, maxRunSeconds: 60 }, async (payloads, ctx) => {
      for (const payload of payloads) await this.runBatch(ctx, payload);
    });
  }

  get batchJob(): JobType<Batch> {
    return this.job;
  }

  /** A new import of the file (its bytes or its text), queued; its id. */
  create(ctx: CallerCtx, input: { file?: Uint8Array; csv?: string; fileName?: string; dryRun: boolean }) {
    const text = input.file ? decode(input.file) : input.csv;
    if (text === undefined || text.trim() === '') throw ApiError.field('file', 'import.file_missing');
    let rows: number;
    try {
      rows = readShopifyCsv(text).rows;
    } catch (error) {
      if (error instanceof CsvError) throw ApiError.field('file', 'import.csv_invalid');
      throw error;
    }
    if (rows === 0) throw ApiError.field('file', 'import.csv_invalid');
    return this.queue(ctx, { csv: text, fileName: input.fileName ?? 'products.csv', dryRun: input.dryRun, rows });
  }

  /** The same file as import `id`, applied for real (after its dry run was read). */
  async applyAgain(ctx: CallerCtx, id: number): Promise<number> {
    const [row] = await rowsOf<{ csv: string; file_name: string; total_rows: number }>(
      ctx.db,
      sql`select csv, file_name, total_rows from catalogue_imports where id = ${id}`,
    );
    if (!row) throw ApiError.of('import.not_found');
    return this.queue(ctx, { csv: row.csv, fileName: row.file_name, dryRun: false, rows: row.total_rows });
  }

  async get(ctx: Ctx, id: number): Promise<CatalogueImport> {
    const [row] = await rowsOf<CatalogueImport>(
      ctx.db,
      sql`select ${SUMMARY}, i.rejected from catalogue_imports i left join users u on u.id = i.actor_id
        where i.id = ${id}`,
    );
    if (!row) throw ApiError.of('import.not_found');
    return dated(row);
  }

  async list(ctx: Ctx, page: number, limit: number) {
    const rows = await rowsOf<CatalogueImportSummary & { total_rows_all: number }>(
      ctx.db,
      sql`select ${SUMMARY}, count(*) over ()::int as total_rows_all
        from catalogue_imports i left join users u on u.id = i.actor_id
        order by i.id desc limit ${limit} offset ${(page - 1) * limit}`,
    );
    const total = rows[0]?.total_rows_all ?? 0;
    return { data: rows.map(({ total_rows_all: _, ...row }) => dated(row)), ...pageMeta(page, limit, total) };
  }

  private queue(ctx: CallerCtx, file: { csv: string; fileName: string; dryRun: boolean; rows: number }) {
    return atomically(ctx, async (tx) => {
      const [row] = await rowsOf<{ id: number }>(
        tx.db,
        sql`insert into catalogue_imports (actor_id, file_name, dry_run, csv, total_rows, created_at)
          values (${tx.caller.id}, ${file.fileName}, ${file.dryRun}, ${file.csv}, ${file.rows}, ${tx.now()})
          returning id`,
      );
      const id = (row as { id: number }).id;
      await this.audit.record(tx, {
        action: 'import.create',
        entityType: 'catalogue_import',
        entityId: id,
        before: null,
        after: { file_name: file.fileName, dry_run: file.dryRun, total_rows: file.rows },
      });
      await this.jobs.send(tx.db, this.job, { importId: id, batch: 0 });
      return id;
    });
  }

  /** One batch of products, in the job's transaction; the next batch is queued in it, or the import is done. */
  private async runBatch(ctx: Ctx, { importId, batch }: Batch): Promise<void> {
    const [row] = await rowsOf<{
      csv: string;
      dry_run: boolean;
      status: string;
      actor_id: number | null;
      processed_rows: number;
    }>(
      ctx.db,
      sql`select csv, dry_run, status, actor_id, processed_rows from catalogue_imports where id = ${importId} for update`,
    );
    if (!row || row.status === 'done' || row.status === 'failed') return;
    if (row.actor_id === null) return this.finish(ctx, importId, 'failed', [messages.importActorGone]);
    const actor: CallerCtx = { ...ctx, caller: { id: row.actor_id, role: 'admin', sessionId: `import:${importId}` } };
    const products = readShopifyCsv(row.csv).products;
    const plans = products.slice(batch * BATCH_PRODUCTS, (batch + 1) * BATCH_PRODUCTS);
    // This batch already committed (its job ran again: taken for dead while it ran, or sent twice): nothing to do.
    const before = products.slice(0, batch * BATCH_PRODUCTS).reduce((sum, plan) => sum + plan.lines.length, 0);
    if (row.processed_rows !== before) return;
    const origin = { reason: 'import' as const, note: `استيراد رقم ${importId}` };
    let outcome: Outcome;
    try {
      outcome = row.dry_run ? await this.rehearse(actor, plans, origin) : await this.applyAll(actor, plans, origin);
    } catch (error) {
      // Not the file's fault (the products applied were undone with their savepoints): the import stops and says so.
      ctx.log.error({ err: error, importId }, 'catalogue import failed');
      return this.finish(ctx, importId, 'failed', [messages.importFailed]);
    }
    const more = (batch + 1) * BATCH_PRODUCTS < products.length;
    await rowsOf(
      ctx.db,
      sql`update catalogue_imports set status = ${more ? 'running' : 'done'},
          processed_rows = processed_rows + ${plans.reduce((sum, plan) => sum + plan.lines.length, 0)},
          created_products = created_products + ${outcome.created},
          updated_products = updated_products + ${outcome.updated},
          rejected = rejected || ${JSON.stringify(outcome.rejected.sort((a, b) => a.line - b.line))}::jsonb,
          finished_at = ${more ? null : ctx.now()}
        where id = ${importId}`,
    );
    if (more) await this.jobs.send(ctx.db, this.job, { importId, batch: batch + 1 });
  }

  private async applyAll(ctx: CallerCtx, plans: ReturnType<typeof readShopifyCsv>['products'], origin: Origin) {
    const total: Outcome = { created: 0, updated: 0, rejected: [] };
    for (const plan of plans) {
      const outcome = await this.applier.apply(ctx, plan, origin);
      total.created += outcome.created;
      total.updated += outcome.updated;
      total.rejected.push(...outcome.rejected);
    }
    return total;
  }

  private async rehearse(ctx: CallerCtx, plans: Parameters<CatalogueImports['applyAll']>[1], origin: Origin) {
    try {
      await inTransaction(ctx, async (tx) => {
        throw new Rehearsal(await this.applyAll(tx, plans, origin));
      });
    } catch (error) {
      if (error instanceof Rehearsal) return error.outcome;
      throw error;
    }
    throw new Error('unreachable');
  }

  private async finish(ctx: Ctx, importId: number, status: 'failed', reasons: string[]) {
    const rejected = reasons.map((reason) => ({ line: 0, handle: null, reason }));
    await rowsOf(
      ctx.db,
      sql`update catalogue_imports set status = ${status}, finished_at = ${ctx.now()},
          rejected = rejected || ${JSON.stringify(rejected)}::jsonb
        where id = ${importId}`,
    );
  }
}

type Origin = { reason: 'import'; note: string };

function decode(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw ApiError.field('file', 'import.csv_invalid');
  }
}

function dated<T extends { created_at: string; finished_at: string | null }>(row: T): T {
  return { ...row, created_at: iso(row.created_at) as string, finished_at: iso(row.finished_at) };
}
