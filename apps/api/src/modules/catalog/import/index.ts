import { adminImports, MAX_IMPORT_BYTES, messages } from '@wb/contract';
import { bindRoute } from '../../../http/bind';
import { shopperWriteLimit } from '../../../http/rate-limits';
import type { StoreModule } from '../../../http/store-module';

/** Shopify product CSV imports on the staff desk (issue 12, admins only): queue a file, then poll its progress. */
export const catalogImportModule: StoreModule = {
  name: 'catalog/import',
  register(app, { catalogImports: imports }, kernel) {
    const limited = shopperWriteLimit(app, kernel);
    bindRoute(
      app,
      adminImports.adminCreateImportRoute,
      async ({ body }, ctx) => {
        const id = await imports.create(ctx, {
          ...(body.file ? { file: body.file } : {}),
          ...(body.csv !== undefined ? { csv: body.csv } : {}),
          ...(body.file_name ? { fileName: body.file_name } : {}),
          dryRun: body.dry_run,
        });
        return { data: await imports.get(ctx, id), message: messages.importQueued };
      },
      { ...limited, upload: { maxBytes: MAX_IMPORT_BYTES } },
    );
    bindRoute(
      app,
      adminImports.adminApplyImportRoute,
      async ({ params }, ctx) => ({
        data: await imports.get(ctx, await imports.applyAgain(ctx, params.id)),
        message: messages.importQueued,
      }),
      limited,
    );
    bindRoute(app, adminImports.adminImportsRoute, async ({ query }, ctx) => ({
      ...(await imports.list(ctx, query.page, query.limit)),
      message: messages.ok,
    }));
    bindRoute(app, adminImports.adminImportRoute, async ({ params }, ctx) => ({
      data: await imports.get(ctx, params.id),
      message: messages.ok,
    }));
  },
};
