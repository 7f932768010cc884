import { z } from 'zod';
import { boolParam, limitParam, pageParam, text } from '../common';
import { uploadedFile } from './admin-catalogue';
import { blankable, timestamp } from './fields';

/**
 * Shopify product CSV imports (issue 12, admin only): a file checked first (a dry run writes nothing and reports what
 * the real run would do), then applied by a job, in batches, with its progress and every rejected row's line and
 * reason in Arabic.
 */

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
const MAX_JSON_CSV_CHARS = 1_000_000;

const dryRun = boolParam.default(true).describe('true (the default): check and report, write nothing');

/** A multipart form with the file, or JSON with the file's text. */
export const adminImportBody = z.object({
  file: uploadedFile.optional().describe(`The CSV file (multipart), up to ${MAX_IMPORT_BYTES / 1024 / 1024} MB`),
  csv: z
    .string()
    .max(MAX_JSON_CSV_CHARS)
    .optional()
    .describe("The CSV's text, when sent as JSON (JSON bodies are up to 1 MB; a larger file goes as multipart)"),
  file_name: blankable(text(200)).describe('The name the desk shows for the import (products.csv when absent)'),
  dry_run: dryRun,
});
export type AdminImportBody = z.infer<typeof adminImportBody>;

export const importStatus = z.enum(['queued', 'running', 'done', 'failed']);

export const importRejection = z.object({
  line: z.number().int().describe('The line of the file (1 is the header)'),
  handle: z.string().nullable(),
  reason: z.string(),
});

export const catalogueImport = z.object({
  id: z.number().int(),
  file_name: z.string(),
  dry_run: z.boolean(),
  status: importStatus,
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  /** Products made (or, in a dry run, that would be). */
  created_products: z.number().int(),
  updated_products: z.number().int(),
  rejected_count: z.number().int(),
  rejected: z.array(importRejection),
  actor: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  created_at: timestamp,
  finished_at: timestamp.nullable(),
});
export type CatalogueImport = z.infer<typeof catalogueImport>;

export const catalogueImportSummary = catalogueImport.omit({ rejected: true });
export type CatalogueImportSummary = z.infer<typeof catalogueImportSummary>;

export const adminImportsQuery = z.object({ page: pageParam, limit: limitParam(20) });
