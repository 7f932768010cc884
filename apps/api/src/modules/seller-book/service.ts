import type { BookSearchQuery, Contact, DeliveryPointBody, ErrorCode } from '@wb/contract';
import { deskSearchFoldSql } from '@wb/contract';
import { cities, sellerBook } from '@wb/db';
import { and, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../context';
import { ValueCache } from '../../lib/cache';
import type { CacheTags } from '../../lib/cache-tags';
import { needleWords, searchNeedle } from '../../lib/desk-search';
import { ApiError } from '../../lib/errors';
import { likePattern } from '../../lib/sql';
import type { AddressService, DeliveryPointRow } from '../addresses/service';

/** Entries a seller's book may hold: a few years of buyers, and still a search that answers at once. */
export const MAX_BOOK_ENTRIES = 5_000;

/**
 * A seller's delivery book (spec §7 Influencer contacts, Pharmacist addresses; issue 14): the people and pharmacies a
 * seller orders for, each a delivery point with the checks of a saved address (an Iraqi mobile, a known
 * governorate). Search finds a part of a name however its hamza, ة or ى are typed, a mobile in any form (07…, +964…,
 * Arabic-Indic digits, in part), a governorate, an area, a street or a landmark — each word typed on its own. A seller reaches only her own entries: another's
 * id is a 404, worded for the caller's book (a contact, or an address).
 */
export class SellerBook {
  /**
   * Entries as stored (or their absence), kept briefly for the seller invoice, which is asked on every change of a
   * discount (issue 25). Entries are never edited; every create, delete and erase drops the seller's copies, here at
   * once and, on commit, in every process (tag `book:<owner>`). An order reads its entry fresh.
   */
  private readonly entries: ValueCache;

  constructor(
    private readonly addresses: AddressService,
    private readonly cacheTags: CacheTags,
    cacheTtlMs: number,
  ) {
    this.entries = cacheTags.register(new ValueCache({ max: 50_000, ttlMs: cacheTtlMs }));
  }

  /** The caller's book changed: its entries are read again, in every process once this commits. */
  private async changed(ctx: CallerCtx): Promise<void> {
    await this.cacheTags.invalidate(ctx.db, [`book:${ctx.caller.id}`]);
  }

  /** Newest first, at most `limit` (spec: 100). */
  async search(ctx: CallerCtx, query: BookSearchQuery): Promise<Contact[]> {
    const needle = searchNeedle(query.search);
    const match = !needle
      ? undefined
      : 'mobile' in needle
        ? eq(sellerBook.mobile, needle.mobile)
        : and(...needleWords(needle).map(entryMatches));
    const rows = await ctx.db
      .select({
        id: sellerBook.id,
        name: sellerBook.name,
        mobile: sellerBook.mobile,
        cityId: sellerBook.cityId,
        region: sellerBook.region,
        address: sellerBook.address,
        landmark: sellerBook.landmark,
        createdAt: sellerBook.createdAt,
      })
      .from(sellerBook)
      .where(and(eq(sellerBook.ownerId, ctx.caller.id), match))
      .orderBy(desc(sellerBook.createdAt), desc(sellerBook.id))
      .limit(query.limit);
    return this.toWire(ctx, rows);
  }

  async create(ctx: CallerCtx, body: DeliveryPointBody): Promise<Contact> {
    const mobile = await this.addresses.checkDeliveryPoint(ctx, body);
    const row = await atomically(ctx, async (tx) => {
      const held = await tx.db.$count(sellerBook, eq(sellerBook.ownerId, tx.caller.id));
      if (held >= MAX_BOOK_ENTRIES) throw ApiError.of('book.full', { max: MAX_BOOK_ENTRIES });
      const [inserted] = await tx.db
        .insert(sellerBook)
        .values({
          ownerId: tx.caller.id,
          name: body.name,
          mobile,
          cityId: body.city_id,
          region: body.region || null,
          address: body.address,
          landmark: body.landmark || null,
          createdAt: tx.now(),
        })
        .returning();
      await this.changed(tx);
      return inserted as DeliveryPointRow;
    });
    const [entry] = await this.toWire(ctx, [row]);
    return entry as Contact;
  }

  /** Deletes an entry; orders already placed for it keep their copy of the address. */
  async delete(ctx: CallerCtx, id: number): Promise<void> {
    const removed = await ctx.db
      .delete(sellerBook)
      .where(and(eq(sellerBook.id, id), eq(sellerBook.ownerId, ctx.caller.id)))
      .returning({ id: sellerBook.id });
    if (removed.length === 0) throw ApiError.of(missing(ctx));
    await this.changed(ctx);
  }

  /**
   * One of the caller's entries, for an invoice or an order; another's id is a 404. Unless `fresh` (an order), from
   * the cached entries.
   */
  async get(ctx: CallerCtx, id: number, { fresh }: { fresh: boolean }): Promise<Contact> {
    const read = async () => {
      const [row] = await ctx.db
        .select()
        .from(sellerBook)
        .where(and(eq(sellerBook.id, id), eq(sellerBook.ownerId, ctx.caller.id)));
      return row ?? null;
    };
    const owner = ctx.caller.id;
    const row = fresh ? await read() : await this.entries.get(`${owner}:${id}`, read, [`book:${owner}`]);
    if (!row) throw ApiError.of(missing(ctx));
    const [entry] = await this.toWire(ctx, [row]);
    return entry as Contact;
  }

  /** Account deletion: the seller's whole book (other people's names, numbers and homes). */
  async erase(ctx: CallerCtx): Promise<void> {
    await ctx.db.delete(sellerBook).where(eq(sellerBook.ownerId, ctx.caller.id));
    await this.changed(ctx);
  }

  private toWire(ctx: Ctx, rows: readonly DeliveryPointRow[]): Promise<Contact[]> {
    return this.addresses.deliveryPoints(ctx, rows);
  }
}

/** The governorates' names (Arabic and English) folded as the book's text is: the book folds its own columns. */
const foldedCityNames = sql.raw(deskSearchFoldSql("name_ar || ' ' || name_en"));

/**
 * An entry a word finds: in its own text (name, mobile, area, street, landmark), or as the name of its governorate.
 * The governorate is joined, not copied into the entry's text, so it stays right if a name is ever corrected; the
 * cities are a few rows, read once per word, and a seller's book is read through its owner index.
 */
function entryMatches(word: string): SQL | undefined {
  const pattern = likePattern(word);
  return or(
    like(sellerBook.searchText, pattern),
    inArray(sellerBook.cityId, sql`(select ${cities.id} from ${cities} where ${foldedCityNames} like ${pattern})`),
  );
}

/** A pharmacist's book holds addresses; an influencer's, contacts: the 404 says which. */
function missing(ctx: CallerCtx): ErrorCode {
  return ctx.caller.role === 'pharmacist' ? 'address.not_found' : 'contact.not_found';
}
