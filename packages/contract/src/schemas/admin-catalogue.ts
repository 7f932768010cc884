import { z } from 'zod';
import { boolParam, idParam, intParam, limitParam, moneyParam, pageParam, text } from '../common';
import { blankable, blankToUndefined, timestamp } from './fields';

/**
 * The staff desk's catalogue (issue 12, admin only): products and their variants, stock as a ledger, images. Money is
 * whole dinars; a variant's compare-at price, when given, is above its price (a sale shows both).
 */

export const productStatuses = ['active', 'draft', 'archived'] as const;
export const productStatus = z.enum(productStatuses);
export type ProductStatus = z.infer<typeof productStatus>;

/** A variant's stock at or below this counts as low on the desk (the products list's filter, the dashboard). */
export const LOW_STOCK_THRESHOLD = 5;

export const adminProductsQuery = z.object({
  page: pageParam,
  limit: limitParam(20),
  q: blankable(text(100)).describe('Title (Arabic or English), handle or SKU, in part'),
  status: blankable(productStatus),
  brand_id: blankable(idParam),
  category_id: blankable(idParam).describe('A category, or a department with its categories'),
  low_stock: blankable(boolParam).describe(`Only products with a variant at ${LOW_STOCK_THRESHOLD} units or fewer`),
  sort: blankable(z.enum(['updated_at', 'created_at', 'title', 'price', 'stock'])).describe('updated_at when absent'),
  direction: blankable(z.enum(['asc', 'desc'])).describe('desc when absent'),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuery>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const adminProductSummary = z.object({
  id: z.number().int(),
  handle: z.string(),
  title: z.string(),
  status: productStatus,
  brand: named,
  category: named,
  price: z.number().int(),
  compare_at: z.number().int().nullable(),
  /** Units across the variants. */
  stock: z.number().int(),
  /** The lowest stock of a variant. */
  min_stock: z.number().int(),
  variants_count: z.number().int(),
  image: z.string().nullable(),
  updated_at: timestamp,
});
export type AdminProductSummary = z.infer<typeof adminProductSummary>;

export const adminVariant = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  price: z.number().int(),
  compare_at: z.number().int().nullable(),
  stock: z.number().int(),
  position: z.number().int(),
});
export type AdminVariant = z.infer<typeof adminVariant>;

export const adminImage = z.object({
  id: z.number().int(),
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
});
export type AdminImage = z.infer<typeof adminImage>;

export const adminProduct = adminProductSummary.extend({
  title_en: z.string(),
  description: z.string(),
  product_type: z.string(),
  collections: z.array(z.object({ id: z.number().int(), title: z.string() })),
  variants: z.array(adminVariant),
  images: z.array(adminImage),
  created_at: timestamp,
});
export type AdminProduct = z.infer<typeof adminProduct>;

const title = text(200).min(1);
/** Plain text: the storefront shows it as text with its line breaks, never as HTML. */
const description = text(20_000);
const compareAt = z.preprocess(blankToUndefined, moneyParam.nullable().optional());
const sku = text(64)
  .min(1)
  .regex(/^[\p{L}\p{N}._\-/]+$/u, 'letters, digits and . _ - / only');
const collectionIds = z.array(idParam).max(50);

export const adminVariantInput = z.object({
  sku,
  title: text(100).min(1),
  price: moneyParam,
  compare_at: compareAt.describe('Above the price, or null for no sale'),
  position: blankable(intParam(0, 1000)),
});
export type AdminVariantInput = z.infer<typeof adminVariantInput>;

export const adminNewVariantBody = adminVariantInput.extend({
  stock: blankable(intParam(0, 1_000_000)).describe('Units on hand at the start (a stock movement)'),
});
export type AdminNewVariantBody = z.infer<typeof adminNewVariantBody>;

export const adminVariantBody = adminVariantInput.partial();
export type AdminVariantBody = z.infer<typeof adminVariantBody>;

export const adminProductBody = z.object({
  title,
  title_en: blankable(text(200)),
  description: blankable(description),
  product_type: blankable(text(100)),
  handle: blankable(
    text(120)
      .min(1)
      .regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u, 'letters and digits joined by -'),
  ).describe('The address of the product; made from the title when absent'),
  status: productStatus.default('draft'),
  brand_id: idParam,
  category_id: idParam,
  collection_ids: collectionIds.default([]),
  variants: z.array(adminNewVariantBody).min(1).max(100),
});
export type AdminProductBody = z.infer<typeof adminProductBody>;

/** Fields absent are kept. `price`/`compare_at` are those of the product's first variant, the one its cards show. */
export const adminProductUpdateBody = z.object({
  title: title.optional(),
  title_en: text(200).optional(),
  description: description.optional(),
  product_type: text(100).optional(),
  status: productStatus.optional(),
  brand_id: idParam.optional(),
  category_id: idParam.optional(),
  collection_ids: collectionIds.optional(),
  price: moneyParam.optional(),
  compare_at: compareAt,
});
export type AdminProductUpdateBody = z.infer<typeof adminProductUpdateBody>;

/** A stock change by hand: a delta (a delivery +24, breakage −2) or a counted level; the note says why. */
export const adminStockBody = z
  .object({
    delta: blankable(intParam(-1_000_000, 1_000_000)),
    count: blankable(intParam(0, 1_000_000)).describe('The level counted on the shelf: the change is its difference'),
    note: text(500).min(1).describe('Why (a delivery, a count, damage …)'),
  })
  .refine((body) => (body.delta === undefined) !== (body.count === undefined), {
    message: 'delta or count, one of them',
    path: ['delta'],
  });
export type AdminStockBody = z.infer<typeof adminStockBody>;

export const stockReasons = ['order', 'order_cancelled', 'order_returned', 'order_edited', 'staff', 'import'] as const;

export const stockMovement = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.enum(stockReasons),
  /** The stock right after this movement. */
  balance: z.number().int(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  actor: named.nullable(),
  note: z.string().nullable(),
  created_at: timestamp,
});
export type StockMovement = z.infer<typeof stockMovement>;

export const movementsQuery = z.object({ page: pageParam, limit: limitParam(50) });

export const stockAdjustment = z.object({ variant: adminVariant, movement: stockMovement.nullable() });
export type StockAdjustment = z.infer<typeof stockAdjustment>;

/** What the product form chooses from. */
export const catalogueOptions = z.object({
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), name_en: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int().nullable() })),
  collections: z.array(z.object({ id: z.number().int(), title: z.string(), kind: z.string() })),
});
export type CatalogueOptions = z.infer<typeof catalogueOptions>;

/** Bytes of an uploaded file (multipart), whatever the runtime calls them. */
export const uploadedFile = z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
  message: 'a file',
});

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const adminImageUploadBody = z.object({
  file: uploadedFile.describe(`JPEG, PNG or WebP, up to ${MAX_IMAGE_BYTES / 1024 / 1024} MB`),
  alt: blankable(text(200)),
});

export const imageParams = z.object({ id: idParam, image_id: idParam });
export const adminImageOrderBody = z.object({ image_ids: z.array(idParam).min(1).max(50) });
export type AdminImageOrderBody = z.infer<typeof adminImageOrderBody>;
