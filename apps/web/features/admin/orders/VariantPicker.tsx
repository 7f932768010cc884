'use client';

import { QueryClientContext, useQuery } from '@tanstack/react-query';
import type { ProductCard, ProductDetails } from '@wb/contract';
import * as routes from '@wb/contract/routes';
import { useContext, useDeferredValue, useId, useState } from 'react';
import { sessionQueryClient } from '@/features/session-data/query-client';
import { errorMessage } from '@/lib/api';
import { formatIqd } from '@/lib/format';
import { authedCall } from '@/lib/session-runtime';
import { Field, Input, Spinner } from '../ui/form';

/** A variant as an order line needs it to be shown before it is saved (the API prices it). */
export interface PickedVariant {
  variantId: number;
  title: string;
  detail: string;
  price: number;
  stock: number;
}

/**
 * Finds a product on sale by its name or brand and gives one of its variants to add to an order (issue 24): a product
 * with one variant is added at once, one with several lists them to choose from. It reads the store's own listing
 * (the filter search, which counts no search: staff looking up a product are not shoppers' searches) and product
 * details — what is on sale, at today's price and stock; the catalogue desk is the admins'.
 */
export function VariantPicker({ onPick }: { onPick: (variant: PickedVariant) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useDeferredValue(typed.trim());
  // The product whose variants are being chosen from, read when it is picked.
  const [product, setProduct] = useState<ProductDetails | null>(null);
  const [opening, setOpening] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  // The desk has no SessionDataProvider: the browser's one query client, as the desk's writes use (use-write.ts).
  const client = useContext(QueryClientContext) ?? sessionQueryClient();
  const found = useQuery(
    {
      queryKey: ['desk', 'order-edit', 'products', q],
      queryFn: () => authedCall(routes.searchFilter, { body: { keyword: q, limit: 8 } }),
      enabled: q.length >= 2,
    },
    client,
  );

  const choose = (from: ProductDetails, variant: ProductDetails['variants'][number]) => {
    onPick({
      variantId: variant.id,
      title: from.title,
      detail: [from.vendor, variant.title].filter(Boolean).join(' · '),
      price: variant.price,
      stock: variant.stock,
    });
    setProduct(null);
    setTyped('');
  };
  const pickProduct = async (picked: ProductCard) => {
    setOpening({ busy: true, error: null });
    try {
      const { data } = await authedCall(routes.productsDetails, { query: { product_id: picked.id } });
      setOpening({ busy: false, error: null });
      const onSale = data.variants.filter((variant) => variant.available);
      const [only] = onSale;
      if (onSale.length === 1 && only) choose(data, only);
      else setProduct(data);
    } catch (error) {
      setOpening({ busy: false, error });
    }
  };
  const shown = product;

  return (
    <div className="space-y-2 rounded-lg border border-dashed border-line p-3">
      <Field id={id} label="إضافة منتج" hint="اكتب اسم المنتج أو الماركة.">
        <Input
          id={id}
          type="search"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setProduct(null);
          }}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
        />
      </Field>
      {found.isFetching || opening.busy ? <Spinner /> : null}
      {found.isError ? <p className="text-sm text-red-800">{errorMessage(found.error)}</p> : null}
      {opening.error ? <p className="text-sm text-red-800">{errorMessage(opening.error)}</p> : null}
      {shown ? (
        <ul className="space-y-1" aria-label={`أنواع ${shown.title}`}>
          {shown.variants.map((variant) => (
            <li key={variant.id}>
              <button
                type="button"
                disabled={variant.stock === 0}
                onClick={() => choose(shown, variant)}
                className="flex w-full items-center justify-between gap-2 rounded-lg px-2 py-2 text-start text-sm hover:bg-canvas disabled:opacity-50"
              >
                <span>{variant.title}</span>
                <span className="whitespace-nowrap text-muted">
                  {formatIqd(variant.price)} · {variant.stock === 0 ? 'نفد' : `المتوفر ${variant.stock}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {!product && q.length >= 2 && found.data ? (
        found.data.data.length ? (
          <ul className="space-y-1" aria-label="نتائج البحث">
            {found.data.data.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  disabled={!item.available}
                  onClick={() => void pickProduct(item)}
                  className="flex w-full items-center justify-between gap-2 rounded-lg px-2 py-2 text-start text-sm hover:bg-canvas disabled:opacity-50"
                  data-pick-product={item.id}
                >
                  <span>
                    {item.title} <bdi className="text-xs text-muted">({item.vendor})</bdi>
                  </span>
                  <span className="whitespace-nowrap text-muted">
                    {formatIqd(item.price)}
                    {item.available ? '' : ' · نفد'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">لا منتجات بهذا الاسم.</p>
        )
      ) : null}
    </div>
  );
}
