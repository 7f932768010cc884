import { envelope, paged } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import {
  adminImageOrderBody,
  adminImageUploadBody,
  adminNewVariantBody,
  adminProduct,
  adminProductBody,
  adminProductSummary,
  adminProductsQuery,
  adminProductUpdateBody,
  adminStockBody,
  adminVariantBody,
  catalogueOptions,
  imageParams,
  movementsQuery,
  stockAdjustment,
  stockMovement,
} from '../schemas/admin-catalogue';
import { idParams } from '../schemas/fields';

/** The staff desk's catalogue and stock (issue 12): admins only. Every write is audited and reaches the storefront. */
const tag = 'مكتب الموظفين: المنتجات والمخزون';

const productMissing = { code: 'product.not_found', when: 'No product with this id.' } as const;
const variantMissing = { code: 'variant.not_found', when: 'No variant with this id.' } as const;
const skuTaken = { code: 'variant.sku_taken', when: 'Another variant has this SKU.', field: 'sku' } as const;
const unknownRefs = [
  { code: 'brand.unknown', when: 'No brand with this id.', field: 'brand_id' },
  { code: 'category.unknown', when: 'No category with this id.', field: 'category_id' },
  { code: 'collection.unknown', when: 'A collection id does not exist.', field: 'collection_ids' },
] as const;
const compareAtLow = {
  code: 'variant.compare_at_not_above',
  when: 'The compare-at price is not above the price.',
  field: 'compare_at',
} as const;

export const adminProductsRoute = defineRoute(table.adminProductsList, {
  tag,
  summary:
    'Every product (drafts and archived too), searched, filtered (status, brand, category, low stock), sorted, paged.',
  query: adminProductsQuery,
  response: paged(adminProductSummary),
});

export const adminCatalogueOptionsRoute = defineRoute(table.adminProductsOptions, {
  tag,
  summary: 'The brands, categories and collections a product form chooses from.',
  response: envelope(catalogueOptions),
});

export const adminProductRoute = defineRoute(table.adminProductsDetails, {
  tag,
  summary: 'One product with its variants, stock, images and collections, whatever its status.',
  params: idParams,
  response: envelope(adminProduct),
  failures: [productMissing],
});

export const adminCreateProductRoute = defineRoute(table.adminProductsCreate, {
  rateLimited: true,
  tag,
  summary: 'A new product with its variants (their starting stock goes in the ledger).',
  body: adminProductBody,
  response: envelope(adminProduct),
  successMessage: 'productSaved',
  idempotent: true,
  failures: [
    skuTaken,
    compareAtLow,
    ...unknownRefs,
    { code: 'product.handle_taken', when: 'Another product has this handle.', field: 'handle' },
  ],
});

export const adminUpdateProductRoute = defineRoute(table.adminProductsUpdate, {
  rateLimited: true,
  tag,
  summary:
    'Change a product: titles, description, status, brand, category, collections, its price. Absent fields are kept.',
  params: idParams,
  body: adminProductUpdateBody,
  response: envelope(adminProduct),
  successMessage: 'productSaved',
  failures: [productMissing, compareAtLow, ...unknownRefs],
});

export const adminAddVariantRoute = defineRoute(table.adminVariantsCreate, {
  rateLimited: true,
  tag,
  summary: 'A new variant of a product (its starting stock goes in the ledger).',
  params: idParams,
  body: adminNewVariantBody,
  response: envelope(adminProduct),
  successMessage: 'productSaved',
  idempotent: true,
  failures: [productMissing, skuTaken, compareAtLow],
});

export const adminUpdateVariantRoute = defineRoute(table.adminVariantsUpdate, {
  rateLimited: true,
  tag,
  summary: "Change a variant's SKU, title, price, compare-at price or position (stock moves through the ledger).",
  params: idParams,
  body: adminVariantBody,
  response: envelope(adminProduct),
  successMessage: 'productSaved',
  failures: [variantMissing, skuTaken, compareAtLow],
});

export const adminAdjustStockRoute = defineRoute(table.adminVariantsStock, {
  rateLimited: true,
  tag,
  summary:
    "Change a variant's stock by a delta or to a counted level, with a note: a line in the stock ledger. From 0 to more, the shoppers waiting for it are told.",
  params: idParams,
  body: adminStockBody,
  response: envelope(stockAdjustment),
  successMessage: 'stockAdjusted',
  idempotent: true,
  failures: [variantMissing, { code: 'stock.below_zero', when: 'The change would take the stock below zero.' }],
});

export const adminStockMovementsRoute = defineRoute(table.adminVariantsMovements, {
  tag,
  summary: "A variant's stock ledger, newest first: orders, cancellations, returns, adjustments and imports.",
  params: idParams,
  query: movementsQuery,
  response: paged(stockMovement),
  failures: [variantMissing],
});

export const adminUploadImageRoute = defineRoute(table.adminImagesUpload, {
  rateLimited: true,
  tag,
  summary: 'Add a picture to a product (multipart `file`: JPEG, PNG or WebP, checked by its content, up to 5 MB).',
  params: idParams,
  body: adminImageUploadBody,
  response: envelope(adminProduct),
  successMessage: 'productSaved',
  failures: [
    productMissing,
    { code: 'image.type_invalid', when: 'The file is not a JPEG, PNG or WebP image.', field: 'file' },
    { code: 'image.too_large', when: 'The file is over 5 MB.', field: 'file' },
  ],
});

export const adminDeleteImageRoute = defineRoute(table.adminImagesDelete, {
  rateLimited: true,
  tag,
  summary: 'Remove a picture from a product.',
  params: imageParams,
  response: envelope(adminProduct),
  successMessage: 'productSaved',
  failures: [productMissing, { code: 'image.not_found', when: 'The product has no picture with this id.' }],
});

export const adminOrderImagesRoute = defineRoute(table.adminImagesOrder, {
  rateLimited: true,
  tag,
  summary: "Put a product's pictures in this order (the first is the one its cards show).",
  params: idParams,
  body: adminImageOrderBody,
  response: envelope(adminProduct),
  successMessage: 'productSaved',
  failures: [
    productMissing,
    { code: 'image.order_mismatch', when: "The ids are not exactly the product's pictures.", field: 'image_ids' },
  ],
});
