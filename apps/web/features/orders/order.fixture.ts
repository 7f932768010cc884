import type { Order, ReorderPreview } from '@wb/contract';
import type { OrderStatus } from './order-model';

/** Orders as the API sends them, for the tests of this area. */
type Event = Order['timeline'][number];

export const event = (
  status: OrderStatus,
  at: string,
  by: Event['by'] = 'staff',
  note: string | null = null,
): Event => ({
  status,
  by,
  note,
  at,
});

export function orderOf(
  id: number,
  status: OrderStatus,
  timeline: Event[] = [event('pending', '2026-03-01T09:00:00.000Z', 'customer')],
): Order {
  return {
    id,
    number: `WB-${100_000 + id}`,
    status,
    total: 27_000,
    shipping_price: 5_000,
    items_count: 3,
    placed_by: 'customer',
    receiver_name: 'زبونة تجريبية',
    can_delete: status === 'pending',
    created_at: '2026-03-01T09:00:00.000Z',
    timeline,
    items: [
      {
        id: 1,
        shopify_variant_id: 11,
        shopify_product_id: 1,
        sku: 'CRV-CLN-236',
        title: 'غسول سيرافي',
        variant_title: '236 مل',
        vendor: 'CeraVe',
        category: 'العناية بالبشرة',
        image_path: null,
        price: 12_000,
        quantity: 2,
        discount_reason: null,
        discount: 0,
        own_discount: 0,
        total: 24_000,
        is_gift: false,
      },
    ],
    subtotal: 24_000,
    discount: 0,
    order_discount: 0,
    code_discount: 0,
    wallet_used: 2_000,
    payment_method: 'cod',
    code: null,
    note: null,
    address: {
      name: 'زينب علي',
      mobile: '+9647701234567',
      city: 'بغداد',
      region: 'الكرادة',
      address: 'محلة 901، زقاق 12، دار 4',
      landmark: null,
    },
  };
}

export function previewOf(
  orderId: number,
  lines: Array<{ variant: number; quantity: number; stock: number }>,
): ReorderPreview {
  return {
    order_id: orderId,
    items: lines.map((line) => ({
      shopify_variant_id: line.variant,
      shopify_product_id: line.variant,
      title: `منتج ${line.variant}`,
      image_path: null,
      quantity: line.quantity,
      price: 10_000,
      available: line.stock > 0,
      stock: line.stock,
    })),
  };
}
