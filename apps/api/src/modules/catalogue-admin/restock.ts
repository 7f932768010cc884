import type { Ctx } from '../../context';
import type { JobQueue, JobType } from '../../lib/jobs';
import type { RestockListener } from '../catalog/variants';

/** A variant went from none in stock to some: the shoppers who asked to be told (notify-me) hear of it. */
export interface VariantRestocked {
  variantId: number;
  productId: number;
}

/**
 * `variant.restocked`, sent inside the transaction that restocked the variant (a restock rolled back tells nobody).
 * Notify-me consumes it next; until that lands the job has nothing to do and completes.
 */
export function defineVariantRestocked(jobs: JobQueue): { job: JobType<VariantRestocked>; listener: RestockListener } {
  const job = jobs.define<VariantRestocked>('variant.restocked', { batchSize: 50 }, async () => {});
  const listener: RestockListener = async (ctx: Ctx, restocked) => {
    for (const variant of restocked) await jobs.send(ctx.db, job, variant);
  };
  return { job, listener };
}
