import type { ProductStatus } from '@wb/contract';
import { productStatusLabels, productStatusTone } from './labels';

/** A product's status as a small coloured label. */
export function StatusPill({ status }: { status: ProductStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${productStatusTone[status]}`}>
      {productStatusLabels[status]}
    </span>
  );
}
