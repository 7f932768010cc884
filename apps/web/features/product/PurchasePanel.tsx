'use client';

import type { ProductDetails } from '@wb/contract';
import { useEffect, useState } from 'react';
import { BagIcon } from '@/components/ui/icons';
import { ACTION_BAR_ON_PHONES, ActionBarRoom } from '@/components/ui/layout';
import { Price } from '@/components/ui/Price';
import { AddToCartButton } from '@/features/cart/AddToCartButton';
import { type PayloadProduct, variantPayload } from '@/features/cart/payload';
import { QuantityStepper } from '@/features/cart/QuantityStepper';
import { NotifyMeButton } from '@/features/notices/NotifyMeButton';
import { HeartButton } from '@/features/wishlist/HeartButton';
import { pushCommerce } from '@/lib/analytics';
import { itemAttributes } from '@/lib/analytics-dom';
import { variantItem } from '@/lib/analytics-items';

type Variant = ProductDetails['variants'][number];

/** Spec: a cart line holds at most 99 units. */
const MAX_QUANTITY = 99;

/**
 * Variant picker, price, availability, quantity and the buy buttons. The chosen variant is kept in `?variant=`
 * (replaced, not pushed), so a reload or a shared link shows the same size or shade, and a guest sent to sign in
 * comes back to it; without script each choice is a link. The add-to-cart button is plain markup answered by the
 * page's `CartClicks`: the cart's code loads on the first press, not with the page.
 */
export function PurchasePanel({
  product,
  category,
  variants,
  initialVariantId,
}: {
  product: PayloadProduct;
  /** The category's name, for the analytics item. */
  category: string;
  variants: Variant[];
  initialVariantId: number;
}) {
  const [selectedId, setSelectedId] = useState(initialVariantId);
  const [quantity, setQuantity] = useState(1);
  const selected = variants.find((variant) => variant.id === selectedId) ?? variants[0];
  const item = selected ? variantItem({ ...product, category }, selected) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view_item per product page, not per variant chosen.
  useEffect(() => {
    if (item) pushCommerce('view_item', [{ ...item, quantity: 1 }], {});
  }, [product.shopify_product_id]);
  if (!selected || !item) return null;
  const maxQuantity = Math.max(1, Math.min(MAX_QUANTITY, selected.stock));

  const choose = (variant: Variant) => {
    setSelectedId(variant.id);
    setQuantity((current) => Math.min(current, Math.max(1, Math.min(MAX_QUANTITY, variant.stock))));
    const url = new URL(window.location.href);
    url.searchParams.set('variant', String(variant.id));
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    // The chosen variant's analytics item, read by the add-to-cart and heart listeners (lib/analytics-dom.ts).
    <div className="space-y-4" {...itemAttributes(item)}>
      <Price price={selected.price} compareAt={selected.compare_at} size="lg" />
      <Availability variant={selected} />
      {variants.length > 1 && (
        <fieldset>
          <legend className="mb-2 text-sm font-bold text-ink">
            الحجم / النوع: <span className="font-normal text-muted">{selected.title}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {variants.map((variant) => {
              const active = variant.id === selected.id;
              return (
                <a
                  key={variant.id}
                  href={`?variant=${variant.id}`}
                  data-no-progress
                  aria-current={active ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(variant);
                  }}
                  className={`flex min-h-11 items-center rounded-xl px-4 text-sm ring-1 ${
                    active
                      ? 'bg-brand-50 font-bold text-brand-800 ring-2 ring-brand-600'
                      : 'bg-white text-ink ring-line hover:ring-brand-300'
                  } ${variant.available ? '' : 'text-muted line-through decoration-1'}`}
                >
                  {variant.title}
                </a>
              );
            })}
          </div>
        </fieldset>
      )}
      {selected.available ? (
        <QuantityStepper label="الكمية" value={quantity} min={1} max={maxQuantity} onChange={setQuantity} />
      ) : null}
      {/* On a phone this row is the buy bar: fixed above the bottom navigation with the chosen variant's price, so
          the shopper never scrolls back up to buy (issue 24). From md up it stays in place under the quantity. */}
      <ActionBarRoom />
      <div data-action-bar className={`flex items-center gap-2 ${ACTION_BAR_ON_PHONES}`}>
        <div aria-hidden="true" className="shrink-0 md:hidden">
          <Price price={selected.price} compareAt={selected.compare_at} />
        </div>
        {selected.available ? (
          <AddToCartButton
            payload={variantPayload(product, selected, quantity)}
            className="flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full bg-brand-600 px-4 text-base font-bold whitespace-nowrap text-white hover:bg-brand-700 md:px-6"
          >
            <BagIcon size={20} /> أضف إلى السلة
          </AddToCartButton>
        ) : (
          <NotifyMeButton
            target={{
              variantId: selected.id,
              productId: product.shopify_product_id,
              title: product.title,
              imagePath: product.image_path,
            }}
            className="flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full border-2 border-brand-600 bg-white px-4 text-base font-bold text-brand-700 hover:bg-brand-50 md:px-6"
          />
        )}
        <HeartButton
          variantId={selected.shopify_variant_id}
          className="grid size-12 shrink-0 place-items-center rounded-full border border-brand-200 text-brand-700 hover:bg-brand-50"
        />
      </div>
    </div>
  );
}

function Availability({ variant }: { variant: Variant }) {
  if (!variant.available) {
    return <p className="text-sm font-medium text-muted">غير متوفر حالياً</p>;
  }
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-ok">
      <span className="size-2 rounded-full bg-ok" aria-hidden="true" />
      متوفر{variant.stock > 0 && variant.stock <= 5 ? ` — بقيت ${variant.stock} قطع فقط` : ''}
    </p>
  );
}
