import { admins } from './access';

/** The route table's entries whose schemas `routes/admin-imports.ts` attaches. */
export const adminImportsCreate = {
  id: 'admin.imports.create',
  method: 'POST',
  path: '/admin/imports',
  access: admins,
  bodyType: 'multipart',
} as const;
export const adminImportsApply = {
  id: 'admin.imports.apply',
  method: 'POST',
  path: '/admin/imports/{id}/apply',
  access: admins,
} as const;
export const adminImportsList = {
  id: 'admin.imports.list',
  method: 'GET',
  path: '/admin/imports',
  access: admins,
} as const;
export const adminImportsDetails = {
  id: 'admin.imports.details',
  method: 'GET',
  path: '/admin/imports/{id}',
  access: admins,
} as const;
