import { type AdminNewVariantBody, adminCatalogue, MAX_IMAGE_BYTES, messages } from '@wb/contract';
import { bindRoute } from '../../../http/bind';
import { shopperWriteLimit } from '../../../http/rate-limits';
import type { StoreModule } from '../../../http/store-module';
import type { StoredImage } from './images';
import type { NewVariant } from './rows';

/**
 * The staff desk's catalogue (issue 12, admins only): products, variants, stock and pictures. Each write answers the
 * product (or the variant's stock) as it now is, read in the write's own transaction.
 */
export const catalogDeskModule: StoreModule = {
  name: 'catalog/desk',
  register(app, services, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    const { catalogReads: reads, catalogWriter: writer, stockDesk, productImages } = services;
    const saved = messages.productSaved;

    bindRoute(app, adminCatalogue.adminProductsRoute, async ({ query }, ctx) => ({
      ...(await reads.list(ctx, query)),
      message: messages.ok,
    }));
    bindRoute(app, adminCatalogue.adminCatalogueOptionsRoute, async (_input, ctx) => ({
      data: await reads.options(ctx),
      message: messages.ok,
    }));
    bindRoute(app, adminCatalogue.adminProductRoute, async ({ params }, ctx) => ({
      data: await reads.product(ctx, params.id),
      message: messages.ok,
    }));
    bindRoute(
      app,
      adminCatalogue.adminCreateProductRoute,
      async ({ body }, ctx) => {
        const id = await writer.create(ctx, {
          title: body.title,
          titleEn: body.title_en,
          description: body.description,
          productType: body.product_type,
          handle: body.handle,
          status: body.status,
          brandId: body.brand_id,
          categoryId: body.category_id,
          collectionIds: body.collection_ids,
          variants: body.variants.map(variantFields),
        });
        return { data: await reads.product(ctx, id), message: saved };
      },
      limited,
    );
    bindRoute(
      app,
      adminCatalogue.adminUpdateProductRoute,
      async ({ params, body }, ctx) => {
        await writer.update(ctx, params.id, {
          title: body.title,
          titleEn: body.title_en,
          description: body.description,
          productType: body.product_type,
          status: body.status,
          brandId: body.brand_id,
          categoryId: body.category_id,
          collectionIds: body.collection_ids,
          price: body.price,
          compareAt: body.compare_at,
        });
        return { data: await reads.product(ctx, params.id), message: saved };
      },
      limited,
    );
    bindRoute(
      app,
      adminCatalogue.adminAddVariantRoute,
      async ({ params, body }, ctx) => {
        await writer.addVariant(ctx, params.id, variantFields(body));
        return { data: await reads.product(ctx, params.id), message: saved };
      },
      limited,
    );
    bindRoute(
      app,
      adminCatalogue.adminUpdateVariantRoute,
      async ({ params, body }, ctx) => {
        const productId = await writer.updateVariant(ctx, params.id, {
          sku: body.sku,
          title: body.title,
          price: body.price,
          compareAt: body.compare_at,
          position: body.position,
        });
        return { data: await reads.product(ctx, productId), message: saved };
      },
      limited,
    );
    bindRoute(
      app,
      adminCatalogue.adminAdjustStockRoute,
      async ({ params, body }, ctx) => {
        const movementId = await stockDesk.adjust(ctx, params.id, body);
        return { data: await reads.adjustment(ctx, params.id, movementId), message: messages.stockAdjusted };
      },
      limited,
    );
    bindRoute(app, adminCatalogue.adminStockMovementsRoute, async ({ params, query }, ctx) => ({
      ...(await reads.movements(ctx, params.id, query.page, query.limit)),
      message: messages.ok,
    }));
    bindRoute<typeof adminCatalogue.adminUploadImageRoute, StoredImage>(
      app,
      adminCatalogue.adminUploadImageRoute,
      async ({ params, body }, ctx, stored) => {
        await productImages.add(ctx, params.id, stored, body.alt);
        return { data: await reads.product(ctx, params.id), message: saved };
      },
      // The file goes to its store before the write's transaction opens: no network call inside a transaction.
      { ...limited, upload: { maxBytes: MAX_IMAGE_BYTES }, prepare: ({ body }) => productImages.storeFile(body.file) },
    );
    bindRoute(
      app,
      adminCatalogue.adminDeleteImageRoute,
      async ({ params }, ctx) => {
        await productImages.remove(ctx, params.id, params.image_id);
        return { data: await reads.product(ctx, params.id), message: saved };
      },
      limited,
    );
    bindRoute(
      app,
      adminCatalogue.adminOrderImagesRoute,
      async ({ params, body }, ctx) => {
        await productImages.reorder(ctx, params.id, body.image_ids);
        return { data: await reads.product(ctx, params.id), message: saved };
      },
      limited,
    );
  },
};

const variantFields = (body: AdminNewVariantBody): NewVariant => ({
  sku: body.sku,
  title: body.title,
  price: body.price,
  compareAt: body.compare_at ?? null,
  position: body.position,
  stock: body.stock,
});
