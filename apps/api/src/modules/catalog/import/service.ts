import type { CatalogueImport } from '@wb/contract';
import { messages } from '@wb/contract';
import { catalogueImports, type ImportRejection, users } from '@wb/db';
import { desc, eq, sql } from 'drizzle-orm';
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

/** An import as the desk lists it (joined to its actor, `users`): its progress, how many rows it refused, who. */
const summaryColumns = {
  id: catalogueImports.id,
  file_name: catalogueImports.fileName,
  dry_run: catalogueImports.dryRun,
  status: catalogueImports.status,
  total_rows: catalogueImports.totalRows,
  processed_rows: catalogueImports.processedRows,
  created_products: catalogueImports.createdProducts,
  updated_products: catalogueImports.updatedProducts,
  rejected_count: sql<number>`jsonb_array_length(${catalogueImports.rejected})::int`,
  created_at: catalogueImports.createdAt,
  finished_at: catalogueImports.finishedAt,
  actor: sql<CatalogueImport['actor']>`case when ${catalogueImports.actorId} is null then null
    else json_build_object('id', ${catalogueImports.actorId}, 'name', ${users.name}) end`,
};

/**
 * Shopify product CSV imports (issue 12): the file checked and kept with its import, then applied by a job in batches
 * of products, each batch committing with its job (progress moves, nothing is done twice), rejected rows collected
 * with their line and reason. A dry run applies each batch the same way inside a savepoint it then rolls back.
 */
export class CatalogImports {
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
    const [row] = await ctx.db
      .select({ csv: catalogueImports.csv, fileName: catalogueImports.fileName, totalRows: catalogueImports.totalRows })
      .from(catalogueImports)
      .where(eq(catalogueImports.id, id));
    if (!row) throw ApiError.of('import.not_found');
    return this.queue(ctx, { csv: row.csv, fileName: row.fileName, dryRun: false, rows: row.totalRows });
  }

  async get(ctx: Ctx, id: number): Promise<CatalogueImport> {
    const [row] = await ctx.db
      .select({ ...summaryColumns, rejected: catalogueImports.rejected })
      .from(catalogueImports)
      .leftJoin(users, eq(users.id, catalogueImports.actorId))
      .where(eq(catalogueImports.id, id));
    if (!row) throw ApiError.of('import.not_found');
    return dated(row);
  }

  async list(ctx: Ctx, page: number, limit: number) {
    // The page and the total in one statement (a window count).
    const rows = await ctx.db
      .select({ ...summaryColumns, total_rows_all: sql<number>`count(*) over ()::int` })
      .from(catalogueImports)
      .leftJoin(users, eq(users.id, catalogueImports.actorId))
      .orderBy(desc(catalogueImports.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const total = rows[0]?.total_rows_all ?? 0;
    return { data: rows.map(({ total_rows_all: _, ...row }) => dated(row)), ...pageMeta(page, limit, total) };
  }

  private queue(ctx: CallerCtx, file: { csv: string; fileName: string; dryRun: boolean; rows: number }) {
    return atomically(ctx, async (tx) => {
      const [row] = await tx.db
        .insert(catalogueImports)
        .values({
          actorId: tx.caller.id,
          fileName: file.fileName,
          dryRun: file.dryRun,
          csv: file.csv,
          totalRows: file.rows,
          createdAt: tx.now(),
        })
        .returning({ id: catalogueImports.id });
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
    const [row] = await ctx.db
      .select({
        csv: catalogueImports.csv,
        dryRun: catalogueImports.dryRun,
        status: catalogueImports.status,
        actorId: catalogueImports.actorId,
        processedRows: catalogueImports.processedRows,
      })
      .from(catalogueImports)
      .where(eq(catalogueImports.id, importId))
      .for('update');
    if (!row || row.status === 'done' || row.status === 'failed') return;
    if (row.actorId === null) return this.finish(ctx, importId, 'failed', [messages.importActorGone]);
    const actor: CallerCtx = { ...ctx, caller: { id: row.actorId, role: 'admin', sessionId: `import:${importId}` } };
    const products = readShopifyCsv(row.csv).products;
    const plans = products.slice(batch * BATCH_PRODUCTS, (batch + 1) * BATCH_PRODUCTS);
    // This batch already committed (its job ran again: taken for dead while it ran, or sent twice): nothing to do.
    const before = products.slice(0, batch * BATCH_PRODUCTS).reduce((sum, plan) => sum + plan.lines.length, 0);
    if (row.processedRows !== before) return;
    const origin = { reason: 'import' as const, note: `استيراد رقم ${importId}` };
    let outcome: Outcome;
    try {
      outcome = row.dryRun ? await this.rehearse(actor, plans, origin) : await this.applyAll(actor, plans, origin);
    } catch (error) {
      // Not the file's fault (the products applied were undone with their savepoints): the import stops and says so.
      ctx.log.error({ err: error, importId }, 'catalogue import failed');
      return this.finish(ctx, importId, 'failed', [messages.importFailed]);
    }
    const more = (batch + 1) * BATCH_PRODUCTS < products.length;
    const lines = plans.reduce((sum, plan) => sum + plan.lines.length, 0);
    await ctx.db
      .update(catalogueImports)
      .set({
        status: more ? 'running' : 'done',
        processedRows: sql`${catalogueImports.processedRows} + ${lines}`,
        createdProducts: sql`${catalogueImports.createdProducts} + ${outcome.created}`,
        updatedProducts: sql`${catalogueImports.updatedProducts} + ${outcome.updated}`,
        rejected: appended(outcome.rejected.sort((a, b) => a.line - b.line)),
        finishedAt: more ? null : ctx.now(),
      })
      .where(eq(catalogueImports.id, importId));
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

  private async rehearse(ctx: CallerCtx, plans: Parameters<CatalogImports['applyAll']>[1], origin: Origin) {
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
    await ctx.db
      .update(catalogueImports)
      .set({ status, finishedAt: ctx.now(), rejected: appended(rejected) })
      .where(eq(catalogueImports.id, importId));
  }
}

type Origin = { reason: 'import'; note: string };

/** The import's rejections with `more` after them. */
const appended = (more: ImportRejection[]) => sql`${catalogueImports.rejected} || ${JSON.stringify(more)}::jsonb`;

function decode(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw ApiError.field('file', 'import.csv_invalid');
  }
}

/** A row read with its dates, as the wire writes them (ISO strings). */
function dated<T extends { created_at: Date; finished_at: Date | null }>(row: T) {
  return { ...row, created_at: row.created_at.toISOString(), finished_at: row.finished_at?.toISOString() ?? null };
}
