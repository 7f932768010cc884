import type { ProductCard as Product } from '@wb/contract';
import Link from 'next/link';
import { preload } from 'react-dom';
import { BagIcon } from '@/components/ui/icons';
import { Price } from '@/components/ui/Price';
import { AddToCartButton } from '@/features/cart/AddToCartButton';
import { cardPayload } from '@/features/cart/payload';
import { HeartButton } from '@/features/wishlist/HeartButton';
import type { ItemList } from '@/lib/analytics';
import { itemAttributes, listAttributes } from '@/lib/analytics-dom';
import { cardItem } from '@/lib/analytics-items';
import { discountPercent } from '@/lib/format';

export function productHref(product: Pick<Product, 'id'>): string {
  return `/products-details/${product.id}`;
}

/**
 * A product in a list. Server-rendered, buttons included: one listener per page answers each kind of button
 * (`CartClicks` for add to cart, `WishlistClicks` for the heart). `priority` marks the card whose image is the
 * largest thing above the fold; every other image loads lazily.
 */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const percent = discountPercent(product.price, product.compare_at);
  // Announced in the <head>, so a slow phone starts the first row's images before it has parsed the header and the
  // filters above them.
  if (priority && product.image) preload(product.image.url, { as: 'image', fetchPriority: 'high' });
  return (
    // The card's analytics item (lib/analytics-dom.ts): read by the page's listeners for the list, the click, the
    // add to cart and the heart.
    <article
      {...itemAttributes(cardItem(product))}
      className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white ring-1 ring-line transition hover:shadow-md"
    >
      <Link prefetch={false} href={productHref(product)} className="flex flex-1 flex-col">
        <div className="relative aspect-square bg-brand-50">
          {product.image ? (
            <img
              src={product.image.url}
              alt={product.image.alt || product.title}
              width={product.image.width}
              height={product.image.height}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              className="size-full object-cover"
            />
          ) : null}
          <div className="absolute start-2 top-2 flex flex-col items-start gap-1">
            {percent ? (
              <span dir="ltr" className="rounded-full bg-sale px-2 py-0.5 text-[11px] font-bold text-white">
                -{percent}%
              </span>
            ) : null}
            {product.is_free ? (
              <span className="rounded-full bg-ok px-2 py-0.5 text-[11px] font-bold text-white">هدية</span>
            ) : null}
          </div>
          {!product.available && (
            <span className="absolute inset-x-2 bottom-2 rounded-full bg-white/90 py-1 text-center text-xs font-medium text-muted">
              نفدت الكمية
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="truncate text-xs font-medium text-brand-700">{product.brand.name}</p>
          <h3 className="line-clamp-2 min-h-[2.6rem] text-[13px] leading-[1.3rem] text-ink">{product.title}</h3>
          <div className="mt-auto pt-1">
            <Price price={product.price} compareAt={product.compare_at} />
          </div>
        </div>
      </Link>
      <HeartButton
        variantId={product.default_variant_id}
        size={18}
        className="absolute end-1 top-1 grid size-10 place-items-center rounded-full text-brand-700 hover:bg-white/80"
        iconClassName="grid size-8 place-items-center rounded-full bg-white/90 shadow-sm"
      />
      <div className="px-3 pb-3">
        {product.available ? (
          <AddToCartButton
            payload={cardPayload(product)}
            className="flex min-h-10 w-full items-center justify-center gap-1.5 rounded-full bg-brand-600 text-sm font-medium text-white hover:bg-brand-700"
          >
            <BagIcon size={18} /> أضف إلى السلة
          </AddToCartButton>
        ) : (
          // The product page holds the notify-me button (and its variants): a card stays plain markup.
          <Link
            prefetch={false}
            href={productHref(product)}
            className="flex min-h-10 w-full items-center justify-center gap-1.5 rounded-full border border-brand-200 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            أعلمني عند التوفر
          </Link>
        )}
      </div>
    </article>
  );
}

/** A card's height, reserved while an offscreen card is not laid out (globals.css, render-deferred). The first
 * screen's cards are never deferred: a deferred card is painted a frame late, and one of them is the page's largest
 * image. */
const deferredCard = 'render-deferred [--deferred-height:22rem] md:[--deferred-height:25rem]';
const cardClass = (index: number, firstScreen: number) => (index < firstScreen ? undefined : deferredCard);

/** `list`: which list this is for the analytics events (`view_item_list`, `select_item`). */
export function ProductGrid({
  products,
  priorityCount = 0,
  list,
}: {
  products: Product[];
  priorityCount?: number;
  list?: ItemList;
}) {
  return (
    <ul {...listAttributes(list)} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((product, index) => (
        <li key={product.id} className={cardClass(index, 4)}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/** A horizontal row that scrolls with the thumb on phones (home page shelves). */
export function ProductRail({ products, list }: { products: Product[]; list?: ItemList }) {
  return (
    <ul
      {...listAttributes(list)}
      className="scrollbar-none -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 xl:mx-0 xl:px-0"
    >
      {products.map((product, index) => (
        <li
          key={product.id}
          className={`w-[44%] shrink-0 snap-start sm:w-[30%] lg:w-[19%] ${cardClass(index, 2) ?? ''}`}
        >
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
