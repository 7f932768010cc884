import { formatMessage, messages, type ProductStatus, productStatuses } from '@wb/contract';
import { parse } from 'csv-parse/sync';
import { convert } from 'html-to-text';
import { handleFrom } from '../desk/naming';

/**
 * A Shopify product CSV, read as Shopify's own export writes it (help.shopify.com, "Using CSV files to import and
 * export products"): one row per variant (or per extra picture), rows sharing a Handle making one product, the
 * product's own columns (Title, Body (HTML), Vendor, Type …) on its first row. Pure: no database, so the dry run and
 * the real run read a file identically. Lines are the file's rows as a spreadsheet numbers them (1 is the header).
 */

/** One row the import refuses, with why in Arabic. */
export interface Rejection {
  line: number;
  handle: string | null;
  reason: string;
}

export interface VariantPlan {
  line: number;
  /** As the file gives it; null when blank (the import makes one from the handle). */
  sku: string | null;
  title: string;
  price: number;
  compareAt: number | null;
  /** The level to set (Variant Inventory Qty); undefined when the column is blank (stock kept). */
  quantity: number | undefined;
}

export interface ProductPlan {
  handle: string;
  /** Every row of the product, its picture-only rows too: what the progress counts. */
  lines: number[];
  firstLine: number;
  /** The product's own columns; blank ones are undefined (an existing product keeps its value). */
  title: string | undefined;
  description: string | undefined;
  vendor: string | undefined;
  productType: string | undefined;
  /** Candidates for the category: Type, then the last part of Product Category. */
  categoryNames: string[];
  status: ProductStatus | undefined;
  variants: VariantPlan[];
  /** Rows refused before any database is asked (bad price, SKU twice in the file …). */
  rejected: Rejection[];
  /** Set when the whole product is refused on the file alone (its status unknown, a gift card …). */
  refused: string | null;
}

export interface ParsedFile {
  /** Data rows (the header not counted). */
  rows: number;
  products: ProductPlan[];
}

export class CsvError extends Error {}

const SKU = /^[\p{L}\p{N}._\-/]{1,64}$/u;
const HANDLE = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;
const SINGLE_VARIANT_TITLE = 'قطعة واحدة';
const LIMITS: Record<string, number> = { Title: 200, Vendor: 100, Type: 100, 'Option1 Value': 100 };

/** Reads the whole file: its rows grouped by Handle, in the order each handle first appears. */
export function readShopifyCsv(text: string): ParsedFile {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false });
  } catch (error) {
    throw new CsvError((error as Error).message);
  }
  const header = (records[0] ?? []).map((name) => name.trim());
  if (!header.includes('Handle')) throw new CsvError('no Handle column');
  const column = new Map(header.map((name, index) => [name, index]));
  const byHandle = new Map<string, Array<{ line: number; get: (name: string) => string }>>();
  for (const [index, record] of records.slice(1).entries()) {
    const get = (name: string) => {
      const at = column.get(name);
      return at === undefined ? '' : (record[at] ?? '').trim();
    };
    const handle = get('Handle').toLowerCase();
    const rows = byHandle.get(handle) ?? [];
    rows.push({ line: index + 2, get });
    byHandle.set(handle, rows);
  }
  const firstSku = new Map<string, number>();
  const products = [...byHandle.entries()].map(([handle, rows]) => planProduct(handle, rows, firstSku));
  return { rows: records.length - 1, products };
}

type Row = { line: number; get: (name: string) => string };

function planProduct(handle: string, rows: Row[], firstSku: Map<string, number>): ProductPlan {
  const first = rows[0] as Row;
  const blank = (value: string) => (value === '' ? undefined : value);
  const categoryPath = first
    .get('Product Category')
    .split('>')
    .map((part) => part.trim())
    .filter(Boolean);
  const plan: ProductPlan = {
    handle,
    lines: rows.map((row) => row.line),
    firstLine: first.line,
    title: blank(first.get('Title')),
    description: blank(toText(first.get('Body (HTML)'))),
    vendor: blank(first.get('Vendor')),
    productType: blank(first.get('Type')),
    categoryNames: [first.get('Type'), categoryPath.at(-1) ?? ''].filter(Boolean),
    status: undefined,
    variants: [],
    rejected: [],
    refused: null,
  };
  const refuse = (reason: string) => {
    plan.refused = reason;
    return plan;
  };
  if (!HANDLE.test(handle)) return refuse(formatMessage(messages.importHandleInvalid, { handle }));
  if (first.get('Gift Card').toUpperCase() === 'TRUE') return refuse(messages.importGiftCard);
  for (const name of ['Title', 'Vendor', 'Type']) {
    if (first.get(name).length > (LIMITS[name] as number)) {
      return refuse(formatMessage(messages.importTooLong, { column: name }));
    }
  }
  const status = statusOf(first.get('Status'), first.get('Published'));
  if (status === null) return refuse(formatMessage(messages.importStatusUnknown, { value: first.get('Status') }));
  plan.status = status;

  for (const row of rows) {
    const isVariant = ['Option1 Value', 'Variant SKU', 'Variant Price'].some((name) => row.get(name) !== '');
    if (!isVariant) continue; // a picture of the product: pictures are added on the desk (docs/decisions.md)
    const reject = (reason: string) => plan.rejected.push({ line: row.line, handle, reason });
    const sku = row.get('Variant SKU');
    const price = dinars(row.get('Variant Price'));
    const compare = row.get('Variant Compare At Price');
    const compareAt = compare === '' ? null : dinars(compare);
    const quantity = row.get('Variant Inventory Qty');
    const title = variantTitle(row);
    if (price === null) reject(formatMessage(messages.importPriceInvalid, { value: row.get('Variant Price') }));
    else if (compare !== '' && compareAt === null)
      reject(formatMessage(messages.importCompareAtInvalid, { value: compare }));
    else if (quantity !== '' && !/^\d{1,7}$/.test(quantity))
      reject(formatMessage(messages.importQuantityInvalid, { value: quantity }));
    else if (sku !== '' && !SKU.test(sku)) reject(formatMessage(messages.importSkuInvalid, { sku }));
    else if (title.length > (LIMITS['Option1 Value'] as number))
      reject(formatMessage(messages.importTooLong, { column: 'Option1 Value' }));
    else if (sku !== '' && firstSku.has(sku.toLowerCase()))
      reject(formatMessage(messages.importSkuDuplicate, { sku, line: firstSku.get(sku.toLowerCase()) as number }));
    else {
      if (sku !== '') firstSku.set(sku.toLowerCase(), row.line);
      plan.variants.push({
        line: row.line,
        sku: sku === '' ? null : sku,
        title,
        price,
        // Shopify shows no sale when compare-at is not above the price; neither does the store.
        compareAt: compareAt !== null && compareAt > price ? compareAt : null,
        quantity: quantity === '' ? undefined : Number(quantity),
      });
    }
  }
  if (plan.variants.length === 0 && plan.rejected.length === 0) return refuse(messages.importNoVariant);
  return plan;
}

/** Whole dinars as Shopify writes prices ("25000" or "25000.00"); null for fractions, negatives and words. */
function dinars(value: string): number | null {
  const match = /^(\d{1,9})(?:\.0+)?$/.exec(value.replace(/,/g, ''));
  return match ? Number(match[1]) : null;
}

/** Status wins; without it, Published says active (TRUE) or draft. Null: a status the store does not know. */
function statusOf(status: string, published: string): ProductStatus | undefined | null {
  const given = status.toLowerCase();
  if (given !== '') return (productStatuses as readonly string[]).includes(given) ? (given as ProductStatus) : null;
  if (published === '') return undefined;
  return published.toUpperCase() === 'TRUE' ? 'active' : 'draft';
}

/** "50 ml / Rose", as Shopify titles a variant; its single variant ("Default Title") is the store's one piece. */
function variantTitle(row: Row): string {
  const values = ['Option1 Value', 'Option2 Value', 'Option3 Value'].map((name) => row.get(name)).filter(Boolean);
  if (values.length === 0 || (values.length === 1 && values[0] === 'Default Title')) return SINGLE_VARIANT_TITLE;
  return values.join(' / ');
}

/** Shopify's description is HTML; the store keeps text (shown with its line breaks, never as HTML). */
function toText(html: string): string {
  if (html === '') return '';
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ],
  })
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, 20_000);
}

/** A SKU for a variant the file gives none: the handle and its place. */
export const skuFor = (handle: string, index: number) => `${handleFrom(handle).slice(0, 56)}-${index + 1}`;
