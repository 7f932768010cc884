import { admins, staff } from './access';

/** Route table: The staff desk: catalogue, stock, imports, orders, promotions and the quiz. */
export const adminCodesActive = {
  id: 'admin.codes.active',
  method: 'POST',
  path: '/admin/codes/{id}/active',
  access: admins,
} as const;
export const adminCodesCreate = {
  id: 'admin.codes.create',
  method: 'POST',
  path: '/admin/codes',
  access: admins,
} as const;
export const adminCodesDetails = {
  id: 'admin.codes.details',
  method: 'GET',
  path: '/admin/codes/{id}',
  access: admins,
} as const;
export const adminCodesList = { id: 'admin.codes.list', method: 'GET', path: '/admin/codes', access: admins } as const;
export const adminCodesUpdate = {
  id: 'admin.codes.update',
  method: 'PUT',
  path: '/admin/codes/{id}',
  access: admins,
} as const;

export const adminGiftsActive = {
  id: 'admin.gifts.active',
  method: 'POST',
  path: '/admin/gift-programs/{id}/active',
  access: admins,
} as const;
export const adminGiftsCreate = {
  id: 'admin.gifts.create',
  method: 'POST',
  path: '/admin/gift-programs',
  access: admins,
} as const;
export const adminGiftsList = {
  id: 'admin.gifts.list',
  method: 'GET',
  path: '/admin/gift-programs',
  access: admins,
} as const;
export const adminGiftsUpdate = {
  id: 'admin.gifts.update',
  method: 'PUT',
  path: '/admin/gift-programs/{id}',
  access: admins,
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
export const adminImagesUpload = {
  id: 'admin.images.upload',
  method: 'POST',
  path: '/admin/products/{id}/images',
  access: admins,
  bodyType: 'multipart',
} as const;

export const adminImportsApply = {
  id: 'admin.imports.apply',
  method: 'POST',
  path: '/admin/imports/{id}/apply',
  access: admins,
} as const;
export const adminImportsCreate = {
  id: 'admin.imports.create',
  method: 'POST',
  path: '/admin/imports',
  access: admins,
  bodyType: 'multipart',
} as const;
export const adminImportsDetails = {
  id: 'admin.imports.details',
  method: 'GET',
  path: '/admin/imports/{id}',
  access: admins,
} as const;
export const adminImportsList = {
  id: 'admin.imports.list',
  method: 'GET',
  path: '/admin/imports',
  access: admins,
} as const;

export const adminOrdersDetails = {
  id: 'admin.orders.details',
  method: 'GET',
  path: '/admin/orders/{id}',
  access: staff,
} as const;
export const adminOrdersExport = {
  id: 'admin.orders.export',
  method: 'GET',
  path: '/admin/orders/export',
  access: staff,
} as const;
export const adminOrdersList = {
  id: 'admin.orders.list',
  method: 'GET',
  path: '/admin/orders',
  access: staff,
} as const;
export const adminOrdersStatus = {
  id: 'admin.orders.status',
  method: 'POST',
  path: '/admin/orders/{id}/status',
  access: staff,
} as const;

export const adminProductsCreate = {
  id: 'admin.products.create',
  method: 'POST',
  path: '/admin/products',
  access: admins,
} as const;
export const adminProductsDetails = {
  id: 'admin.products.details',
  method: 'GET',
  path: '/admin/products/{id}',
  access: admins,
} as const;
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
export const adminProductsUpdate = {
  id: 'admin.products.update',
  method: 'PUT',
  path: '/admin/products/{id}',
  access: admins,
} as const;

export const adminQuizOptions = {
  id: 'admin.quiz.options',
  method: 'GET',
  path: '/admin/quiz/options',
  access: admins,
} as const;
export const adminQuizQuestionsCreate = {
  id: 'admin.quiz.questions.create',
  method: 'POST',
  path: '/admin/quiz/questions',
  access: admins,
} as const;
export const adminQuizQuestionsDelete = {
  id: 'admin.quiz.questions.delete',
  method: 'DELETE',
  path: '/admin/quiz/questions/{id}',
  access: admins,
} as const;
export const adminQuizQuestionsList = {
  id: 'admin.quiz.questions.list',
  method: 'GET',
  path: '/admin/quiz/questions',
  access: admins,
} as const;
export const adminQuizQuestionsUpdate = {
  id: 'admin.quiz.questions.update',
  method: 'PUT',
  path: '/admin/quiz/questions/{id}',
  access: admins,
} as const;
export const adminQuizRulesCreate = {
  id: 'admin.quiz.rules.create',
  method: 'POST',
  path: '/admin/quiz/rules',
  access: admins,
} as const;
export const adminQuizRulesDelete = {
  id: 'admin.quiz.rules.delete',
  method: 'DELETE',
  path: '/admin/quiz/rules/{id}',
  access: admins,
} as const;
export const adminQuizRulesList = {
  id: 'admin.quiz.rules.list',
  method: 'GET',
  path: '/admin/quiz/rules',
  access: admins,
} as const;
export const adminQuizRulesUpdate = {
  id: 'admin.quiz.rules.update',
  method: 'PUT',
  path: '/admin/quiz/rules/{id}',
  access: admins,
} as const;

export const adminVariantsCreate = {
  id: 'admin.variants.create',
  method: 'POST',
  path: '/admin/products/{id}/variants',
  access: admins,
} as const;
export const adminVariantsMovements = {
  id: 'admin.variants.movements',
  method: 'GET',
  path: '/admin/variants/{id}/movements',
  access: admins,
} as const;
export const adminVariantsStock = {
  id: 'admin.variants.stock',
  method: 'POST',
  path: '/admin/variants/{id}/stock',
  access: admins,
} as const;
export const adminVariantsUpdate = {
  id: 'admin.variants.update',
  method: 'PUT',
  path: '/admin/variants/{id}',
  access: admins,
} as const;
