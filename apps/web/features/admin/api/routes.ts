import type { admin, adminCatalogue, adminCustomers, adminImports, adminStaff } from '@wb/contract';
import { clientRoute } from '@/lib/api';

/**
 * The desk's calls from the browser, as typed references (see `clientRoute`: importing the route objects would ship
 * the contract's schemas). Reads happen on the server (`deskRead`); these are the writes a page's buttons make.
 * Each area adds its own object here; `lib/client-routes.test.ts` checks every reference against the contract.
 */
export const deskOrderRoutes = {
  status: clientRoute<typeof admin.adminOrderStatusRoute>('admin.orders.status', 'POST', '/admin/orders/{id}/status'),
};

/** The catalogue desk's writes (admins only): products, variants, stock and pictures. */
export const deskCatalogueRoutes = {
  create: clientRoute<typeof adminCatalogue.adminCreateProductRoute>(
    'admin.products.create',
    'POST',
    '/admin/products',
  ),
  update: clientRoute<typeof adminCatalogue.adminUpdateProductRoute>(
    'admin.products.update',
    'PUT',
    '/admin/products/{id}',
  ),
  addVariant: clientRoute<typeof adminCatalogue.adminAddVariantRoute>(
    'admin.variants.create',
    'POST',
    '/admin/products/{id}/variants',
  ),
  updateVariant: clientRoute<typeof adminCatalogue.adminUpdateVariantRoute>(
    'admin.variants.update',
    'PUT',
    '/admin/variants/{id}',
  ),
  stock: clientRoute<typeof adminCatalogue.adminAdjustStockRoute>(
    'admin.variants.stock',
    'POST',
    '/admin/variants/{id}/stock',
  ),
  upload: clientRoute<typeof adminCatalogue.adminUploadImageRoute>(
    'admin.images.upload',
    'POST',
    '/admin/products/{id}/images',
    'multipart',
  ),
  removeImage: clientRoute<typeof adminCatalogue.adminDeleteImageRoute>(
    'admin.images.delete',
    'DELETE',
    '/admin/products/{id}/images/{image_id}',
  ),
  orderImages: clientRoute<typeof adminCatalogue.adminOrderImagesRoute>(
    'admin.images.order',
    'PUT',
    '/admin/products/{id}/images',
  ),
};

/** The import desk's writes: a file (multipart), and a checked file applied for real. */
export const deskImportRoutes = {
  create: clientRoute<typeof adminImports.adminCreateImportRoute>(
    'admin.imports.create',
    'POST',
    '/admin/imports',
    'multipart',
  ),
  apply: clientRoute<typeof adminImports.adminApplyImportRoute>(
    'admin.imports.apply',
    'POST',
    '/admin/imports/{id}/apply',
  ),
};

/** A shopper's account (the customers desk): the wallet, a block and its lifting. */
export const deskCustomerRoutes = {
  wallet: clientRoute<typeof adminCustomers.adminCustomerWalletAdjustRoute>(
    'admin.customers.walletAdjust',
    'POST',
    '/admin/customers/{id}/wallet',
  ),
  block: clientRoute<typeof adminCustomers.adminCustomerBlockRoute>(
    'admin.customers.block',
    'POST',
    '/admin/customers/{id}/block',
  ),
  unblock: clientRoute<typeof adminCustomers.adminCustomerUnblockRoute>(
    'admin.customers.unblock',
    'POST',
    '/admin/customers/{id}/unblock',
  ),
};

/** The staff page (admins): give a role by mobile, change or take it away. */
export const deskStaffRoutes = {
  grant: clientRoute<typeof adminStaff.adminStaffGrantRoute>('admin.staff.grant', 'POST', '/admin/staff'),
  role: clientRoute<typeof adminStaff.adminStaffRoleRoute>('admin.staff.role', 'POST', '/admin/staff/{id}/role'),
};
