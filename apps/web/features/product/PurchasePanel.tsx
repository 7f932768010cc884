'use client';

import type { ProductDetails } from '@wb/contract';
import { useState } from 'react';
import { BagIcon, BellIcon, HeartIcon } from '@/components/ui/icons';
import { Price } from '@/components/ui/Price';
import { ComingSoonButton } from '@/features/shell/ComingSoonButton';
import { comingSoon } from '@/lib/coming-soon';

type Variant = ProductDetails['variants'][number];

/**
 * Variant picker, price, availability and the buy buttons. The chosen variant is kept in `?variant=` (replaced, not
 * pushed), so a reload or a shared link shows the same size or shade; without script each choice is a link.
 */
export function PurchasePanel({ variants, initialVariantId }: { variants: Variant[]; initialVariantId: number }) {
  const [selectedId, setSelectedId] = useState(initialVariantId);
  const selected = variants.find((variant) => variant.id === selectedId) ?? variants[0];
  if (!selected) return null;

  const choose = (variant: Variant) => {
    setSelectedId(variant.id);
    const url = new URL(window.location.href);
    url.searchParams.set('variant', String(variant.id));
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <div className="space-y-4">
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
      <div className="flex gap-2">
        {selected.available ? (
          <ComingSoonButton
            message={comingSoon.cart}
            className="flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 text-base font-bold text-white hover:bg-brand-700"
          >
            <BagIcon size={20} /> أضف إلى السلة
          </ComingSoonButton>
        ) : (
          <ComingSoonButton
            message={comingSoon.notifyMe}
            className="flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full border-2 border-brand-600 px-6 text-base font-bold text-brand-700 hover:bg-brand-50"
          >
            <BellIcon size={20} /> أعلمني عند التوفر
          </ComingSoonButton>
        )}
        <ComingSoonButton
          message={comingSoon.wishlist}
          label="أضف إلى المفضلة"
          className="grid size-12 shrink-0 place-items-center rounded-full border border-brand-200 text-brand-700 hover:bg-brand-50"
        >
          <HeartIcon />
        </ComingSoonButton>
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
