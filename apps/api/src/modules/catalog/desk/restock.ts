import type { Ctx } from '../../../context';
import type { JobQueue, JobType } from '../../../lib/jobs';
import type { RestockListener } from '../storefront/variants';

/** A variant went from none in stock to some: the shoppers who asked to be told (notify-me) hear of it. */
export interface VariantRestocked {
  variantId: number;
  productId: number;
}

/**
 * Works one `variant.restocked` job in its transaction: notify-me's restock notices (notify/restock-notices.ts). It
 * may send `job` again, in the same transaction, to go on with the next batch.
 */
export type RestockWorker = (restocked: VariantRestocked, ctx: Ctx, job: JobType<VariantRestocked>) => Promise<void>;

/**
 * `variant.restocked`, sent inside the transaction that restocked the variant (a restock rolled back tells nobody).
 * One variant a run: the worker tells a batch of its subscribers and sends the job again for the rest.
 */
export function defineVariantRestocked(
  jobs: JobQueue,
  worker: RestockWorker = async () => {},
): { job: JobType<VariantRestocked>; listener: RestockListener } {
  const job: JobType<VariantRestocked> = jobs.define<VariantRestocked>(
    'variant.restocked',
    { batchSize: 1 },
    async (payloads, ctx) => {
      for (const payload of payloads) await worker(payload, ctx, job);
    },
  );
  const listener: RestockListener = async (ctx: Ctx, restocked) => {
    for (const variant of restocked) await jobs.send(ctx.db, job, variant);
  };
  return { job, listener };
}
