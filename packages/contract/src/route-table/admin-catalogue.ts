import { admins } from './access';

/** The route table's entries whose schemas `routes/admin-catalogue.ts` attaches. */
export const adminProductsList = {
  id: 'admin.products.list',
  method: 'GET',
  path: '/admin/products',
  access: admins,
} as const;
export const adminProductsOptions = {
  id: 'admin.products.options',
  method: 'GET',
  path: '/admin/catalogue/options',
  access: admins,
} as const;
export const adminProductsDetails = {
  id: 'admin.products.details',
  method: 'GET',
  path: '/admin/products/{id}',
  access: admins,
} as const;
export const adminProductsCreate = {
  id: 'admin.products.create',
  method: 'POST',
  path: '/admin/products',
  access: admins,
} as const;
export const adminProductsUpdate = {
  id: 'admin.products.update',
  method: 'PUT',
  path: '/admin/products/{id}',
  access: admins,
} as const;
export const adminVariantsCreate = {
  id: 'admin.variants.create',
  method: 'POST',
  path: '/admin/products/{id}/variants',
  access: admins,
} as const;
export const adminVariantsUpdate = {
  id: 'admin.variants.update',
  method: 'PUT',
  path: '/admin/variants/{id}',
  access: admins,
} as const;
export const adminVariantsStock = {
  id: 'admin.variants.stock',
  method: 'POST',
  path: '/admin/variants/{id}/stock',
  access: admins,
} as const;
export const adminVariantsMovements = {
  id: 'admin.variants.movements',
  method: 'GET',
  path: '/admin/variants/{id}/movements',
  access: admins,
} as const;
export const adminImagesUpload = {
  id: 'admin.images.upload',
  method: 'POST',
  path: '/admin/products/{id}/images',
  access: admins,
  bodyType: 'multipart',
} as const;
export const adminImagesDelete = {
  id: 'admin.images.delete',
  method: 'DELETE',
  path: '/admin/products/{id}/images/{image_id}',
  access: admins,
} as const;
export const adminImagesOrder = {
  id: 'admin.images.order',
  method: 'PUT',
  path: '/admin/products/{id}/images',
  access: admins,
} as const;
