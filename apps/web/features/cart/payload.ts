import type { cart, ProductCard, ProductDetails, RouteRequest } from '@wb/contract';

/**
 * Spec §3 add-to-cart payload, built where the product is shown: a card adds its default variant, the product page
 * the chosen variant and quantity. The API re-reads price, title and stock from the catalogue; what is sent is what
 * the shopper saw. The button carries it as JSON (`data-add-to-cart`), so a listing's cards stay server markup.
 */
export interface AddToCartPayload {
  price: number;
  compare_at: number | null;
  quantity: number;
  shopify_variant_id: number;
  shopify_variant_sku: string;
  shopify_product_id: number;
  vendor: string;
  title: string;
  image_path: string | null;
  is_bundle: boolean;
}

// The payload is exactly what the contract's route takes.
type Body = NonNullable<RouteRequest<typeof cart.addToCartRoute>['body']>;
export const asRequestBody = (payload: AddToCartPayload): Body => payload;

type Variant = ProductDetails['variants'][number];

export function cardPayload(product: ProductCard): AddToCartPayload {
  return {
    price: product.price,
    compare_at: product.compare_at,
    quantity: 1,
    shopify_variant_id: product.default_variant_id,
    shopify_variant_sku: product.default_variant_sku,
    shopify_product_id: product.shopify_product_id,
    vendor: product.vendor,
    title: product.title,
    image_path: product.image?.url ?? null,
    // The catalogue has no bundles yet.
    is_bundle: false,
  };
}

/** What the product page passes to its (client) panel: the product's part of the payload, small. */
export interface PayloadProduct {
  shopify_product_id: number;
  vendor: string;
  title: string;
  image_path: string | null;
}

export function payloadProductOf(product: ProductDetails): PayloadProduct {
  return {
    shopify_product_id: product.shopify_product_id,
    vendor: product.vendor,
    title: product.title,
    image_path: product.images[0]?.url ?? product.image?.url ?? null,
  };
}

export function variantPayload(product: PayloadProduct, variant: Variant, quantity: number): AddToCartPayload {
  return {
    ...product,
    price: variant.price,
    compare_at: variant.compare_at,
    quantity,
    shopify_variant_id: variant.shopify_variant_id,
    shopify_variant_sku: variant.sku,
    is_bundle: false,
  };
}

/** The product page with this variant chosen: where a guest comes back to after signing in. */
export function productPathOf(payload: Pick<AddToCartPayload, 'shopify_product_id' | 'shopify_variant_id'>): string {
  return `/products-details/${payload.shopify_product_id}?variant=${payload.shopify_variant_id}`;
}

/** The payload a button carries, or null when the attribute is missing or not one of ours. */
export function readPayload(raw: string | null | undefined): AddToCartPayload | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AddToCartPayload> | null;
    const ids = [value?.shopify_variant_id, value?.shopify_product_id, value?.quantity, value?.price];
    return ids.every((id) => typeof id === 'number' && Number.isFinite(id)) ? (value as AddToCartPayload) : null;
  } catch {
    return null;
  }
}
