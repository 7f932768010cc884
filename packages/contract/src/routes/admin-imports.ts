import { envelope, paged } from '../common';
import { defineRoute } from '../route';
import * as table from '../route-table';
import { adminImportBody, adminImportsQuery, catalogueImport, catalogueImportSummary } from '../schemas/admin-imports';
import { idParams } from '../schemas/fields';

/** Shopify product CSV imports (issue 12): admins only; a job applies the file, the desk polls its progress. */
const tag = 'مكتب الموظفين: استيراد المنتجات';
const importMissing = { code: 'import.not_found', when: 'No import with this id.' } as const;

export const adminCreateImportRoute = defineRoute(table.adminImportsCreate, {
  rateLimited: true,
  tag,
  summary:
    "Import a Shopify product CSV (the columns of Shopify's own export): multipart `file`, or JSON `csv`. A dry run (the default) checks every row and reports what the real run would do, writing nothing. A job does the work; poll the import for its progress.",
  body: adminImportBody,
  response: envelope(catalogueImport),
  successMessage: 'importQueued',
  idempotent: true,
  failures: [
    { code: 'import.file_missing', when: 'Neither a file nor CSV text was sent.', field: 'file' },
    {
      code: 'import.csv_invalid',
      when: 'The file is not a CSV with a Handle column, or cannot be read.',
      field: 'file',
    },
  ],
});

export const adminApplyImportRoute = defineRoute(table.adminImportsApply, {
  rateLimited: true,
  tag,
  summary: 'Apply a checked file for real: a new import of the same file, not a dry run.',
  params: idParams,
  response: envelope(catalogueImport),
  successMessage: 'importQueued',
  idempotent: true,
  failures: [importMissing],
});

export const adminImportsRoute = defineRoute(table.adminImportsList, {
  tag,
  summary: 'The imports, newest first, with their status and counts.',
  query: adminImportsQuery,
  response: paged(catalogueImportSummary),
});

export const adminImportRoute = defineRoute(table.adminImportsDetails, {
  tag,
  summary: 'One import: its status, progress, counts and the rows it rejected (line and Arabic reason).',
  params: idParams,
  response: envelope(catalogueImport),
  failures: [importMissing],
});
