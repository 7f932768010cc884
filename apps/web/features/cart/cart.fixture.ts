import type { Cart, CartItem } from '@wb/contract';

/** Cart lines and carts for the cart's tests. */
export function line(id: number, quantity: number, price = 10_000, stock = 50): CartItem {
  return {
    id,
    shopify_product_id: 100 + id,
    shopify_variant_id: 1000 + id,
    shopify_variant_sku: `SKU-${id}`,
    title: `منتج ${id}`,
    variant_title: '200 مل',
    type: 'شامبو',
    vendor: 'Brand',
    category: 'العناية بالشعر',
    price,
    compare_at: null,
    quantity,
    line_total: price * quantity,
    image_path: null,
    is_bundle: false,
    available: stock > 0,
    stock,
  };
}

export function cartOf(items: CartItem[], errors?: Cart['errors']): Cart {
  return {
    cart_items: items,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    total_price: items.reduce((sum, item) => sum + item.line_total, 0),
    card_quantity: items.length,
    ...(errors ? { errors } : {}),
  };
}
