import { pipeline, Readable } from 'node:stream';
import { nationalMobile, orderStatusLabels, ordersCsvColumns, roleLabels } from '@wb/contract';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import { BAGHDAD_OFFSET_MS } from '../../lib/baghdad-day';
import type { DeskOrder } from './desk';

/**
 * A cell a person typed (a name, an address, a code), made safe for a spreadsheet: one starting with = + - @ or a
 * control character would be read by Excel as a formula (CSV injection, OWASP), so it is given a leading apostrophe,
 * which Excel takes as "text" and does not show.
 */
function typed(value: string | null | undefined): string {
  const text = value ?? '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** `+9647701234567` → `0770 123 4567`: as Iraqis write it, and text to Excel (a bare 0770… loses its 0). */
function mobileCell(international: string | null | undefined): string {
  if (!international) return '';
  const national = nationalMobile(international);
  return typed(national.replace(/^(0\d{3})(\d{3})(\d{4})$/, '$1 $2 $3'));
}

/** `2026-05-01 14:05`, Baghdad's wall clock: a date Excel recognises. */
const baghdadTime = (at: Date) =>
  new Date(at.getTime() + BAGHDAD_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

function rowOf({ order, customer, city, itemsCount }: DeskOrder): Array<string | number> {
  const address = order.address;
  return [
    order.number,
    baghdadTime(order.createdAt),
    orderStatusLabels[order.status],
    typed(customer.name),
    mobileCell(customer.mobile),
    typed(address.name),
    mobileCell(address.mobile),
    city,
    typed(address.region),
    typed([address.address, address.landmark].filter(Boolean).join('، ')),
    itemsCount,
    order.subtotal,
    order.discount,
    order.shippingPrice,
    order.walletUsed,
    order.total,
    typed(order.code),
    roleLabels[order.placedBy],
    typed(order.courier),
    typed(order.trackingNumber),
  ];
}

/**
 * The orders as a CSV file, written while it is read: a byte-order mark first (Excel then reads the file as UTF-8
 * and shows the Arabic), the Arabic headings, one order a row. A database failure half way ends the download with
 * an error rather than a file that looks whole.
 */
export function ordersCsv(batches: AsyncIterable<DeskOrder[]>, log: FastifyBaseLogger): Readable {
  async function* rows() {
    for await (const batch of batches) for (const order of batch) yield rowOf(order);
  }
  const csv = stringify({ bom: true, header: true, columns: [...ordersCsvColumns], record_delimiter: 'windows' });
  return pipeline(Readable.from(rows()), csv, (error) => {
    if (error) log.error({ err: error }, 'orders CSV export failed part way');
  });
}
