import { type Address, type AddressBody, type City, type DeliveryPoint, MAX_ADDRESSES } from '@wb/contract';
import { addresses } from '@wb/db';
import { and, desc, eq } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx, lockCaller } from '../../context';
import { ValueCache } from '../../lib/cache';
import type { CacheTags } from '../../lib/cache-tags';
import { ApiError } from '../../lib/errors';
import { normalizeIraqiMobile } from '../../lib/phone';
import type { ContentService } from '../content/site/service';

type AddressRow = typeof addresses.$inferSelect;

/** What a stored delivery point holds, wherever it is kept. */
export type DeliveryPointRow = Pick<
  AddressRow,
  'id' | 'name' | 'mobile' | 'cityId' | 'region' | 'address' | 'landmark' | 'createdAt'
>;

/**
 * A customer's saved addresses (spec §3, §4, §7): at most MAX_ADDRESSES, exactly one active whenever there is any.
 * Every read and write is scoped to the caller; someone else's address answers exactly as a missing one does
 * (404 `address.not_found`), so ids reveal nothing. Rules and their reasons: docs/decisions.md, "Addresses".
 */
export class AddressService {
  /**
   * Each customer's saved addresses as stored, kept briefly for the checkout preview, which is asked on every keystroke
   * of a code (issue 25). Every write of them drops the copy here at once and, on commit, in every process (tag
   * `addresses:<user>`); an order reads its address fresh (`forDelivery`).
   */
  private readonly saved: ValueCache;

  constructor(
    private readonly content: ContentService,
    private readonly cacheTags: CacheTags,
    cacheTtlMs: number,
  ) {
    this.saved = cacheTags.register(new ValueCache({ max: 50_000, ttlMs: cacheTtlMs }));
  }

  /** The caller's addresses changed: the preview reads them again, in every process once this commits. */
  private async changed(ctx: CallerCtx): Promise<void> {
    await this.cacheTags.invalidate(ctx.db, [`addresses:${ctx.caller.id}`]);
  }

  /** The caller's addresses: the active one first, then the newest. */
  list(ctx: CallerCtx): Promise<Address[]> {
    return this.listOf(ctx, ctx.caller.id);
  }

  /** A customer's addresses, as `list` gives them to the customer: for the staff desk, which may read anyone's. */
  async listOf(ctx: Ctx, userId: number): Promise<Address[]> {
    const rows = await ctx.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isActive), desc(addresses.createdAt), desc(addresses.id));
    return this.toWire(ctx, rows);
  }

  /** Saves an address; it becomes the active one when it is the first, or when sent with is_active. */
  async create(ctx: CallerCtx, body: AddressBody): Promise<Address> {
    const mobile = await this.checkDeliveryPoint(ctx, body);

    const row = await atomically(ctx, async (tx) => {
      await lockCaller(tx, 'exclusive');
      const existing = await tx.db.$count(addresses, eq(addresses.userId, tx.caller.id));
      if (existing >= MAX_ADDRESSES) throw ApiError.of('address.limit', { max: MAX_ADDRESSES });
      const active = existing === 0 || body.is_active === true;
      if (active) await this.deactivateAll(tx);
      const [inserted] = await tx.db
        .insert(addresses)
        .values({
          userId: tx.caller.id,
          name: body.name,
          mobile,
          cityId: body.city_id,
          region: body.region || null,
          address: body.address,
          landmark: body.landmark || null,
          isActive: active,
          createdAt: tx.now(),
          updatedAt: tx.now(),
        })
        .returning();
      await this.changed(tx);
      return inserted as AddressRow;
    });
    return this.one(ctx, row);
  }

  /** Makes one of the caller's addresses the active one; every other one becomes inactive (spec §4). */
  async activate(ctx: CallerCtx, id: number): Promise<Address> {
    const row = await atomically(ctx, async (tx) => {
      await lockCaller(tx, 'exclusive');
      const target = await this.owned(tx, id);
      if (target.isActive) return target;
      // Two statements, the old one off before the new one on: the one-active index is checked row by row.
      await this.deactivateAll(tx);
      await this.changed(tx);
      const [updated] = await tx.db
        .update(addresses)
        .set({ isActive: true, updatedAt: tx.now() })
        .where(eq(addresses.id, target.id))
        .returning();
      return updated as AddressRow;
    });
    return this.one(ctx, row);
  }

  /** Deletes one of the caller's addresses; if it was the active one, the newest left takes its place. */
  async delete(ctx: CallerCtx, id: number): Promise<void> {
    await atomically(ctx, async (tx) => {
      await lockCaller(tx, 'exclusive');
      const target = await this.owned(tx, id);
      await tx.db.delete(addresses).where(eq(addresses.id, target.id));
      await this.changed(tx);
      if (!target.isActive) return;
      const [newest] = await tx.db
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, tx.caller.id))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (newest) {
        await tx.db.update(addresses).set({ isActive: true, updatedAt: tx.now() }).where(eq(addresses.id, newest.id));
      }
    });
  }

  /**
   * The mobile as an Iraqi courier dials it, after checking it and the governorate (saved addresses, and the sellers'
   * delivery books). Both are checked before either
   * is refused, so a form can mark both fields at once; the code is the first failure's.
   */
  async checkDeliveryPoint(ctx: Ctx, body: Pick<AddressBody, 'mobile' | 'city_id'>): Promise<string> {
    const mobile = normalizeIraqiMobile(body.mobile);
    const cities = await this.content.cities(ctx);
    const failures = [
      ...(mobile ? [] : [ApiError.field('mobile', 'mobile.invalid')]),
      ...(cities.some((city) => city.id === body.city_id) ? [] : [ApiError.field('city_id', 'city.unknown')]),
    ];
    const [first] = failures;
    if (first) {
      const errors = Object.assign({}, ...failures.map((failure) => failure.errors));
      throw new ApiError(first.code, { message: first.message, errors });
    }
    return mobile as string;
  }

  /**
   * Where an order of the caller goes: the address `id` (another customer's is a 404), or the active one when no id is
   * given (null when the caller has none). Read fresh: what the order ships to.
   */
  async forDelivery(ctx: CallerCtx, id?: number): Promise<Address | null> {
    if (id !== undefined) return this.one(ctx, await this.owned(ctx, id));
    const [active] = await ctx.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, ctx.caller.id), eq(addresses.isActive, true)));
    return active ? this.one(ctx, active) : null;
  }

  /** `forDelivery` for the checkout preview: the same answer, from the caller's cached addresses. */
  async forPreview(ctx: CallerCtx, id?: number): Promise<Address | null> {
    const userId = ctx.caller.id;
    const rows = await this.saved.get(
      String(userId),
      () => ctx.db.select().from(addresses).where(eq(addresses.userId, userId)),
      [`addresses:${userId}`],
    );
    const row = id === undefined ? rows.find((address) => address.isActive) : rows.find((address) => address.id === id);
    if (id !== undefined && !row) throw ApiError.of('address.not_found');
    return row ? this.one(ctx, row) : null;
  }

  /** Account deletion: every address of the caller (names, numbers and where they live are personal data). */
  async erase(ctx: CallerCtx): Promise<void> {
    await ctx.db.delete(addresses).where(eq(addresses.userId, ctx.caller.id));
    await this.changed(ctx);
  }

  /** The caller's address with this id; another customer's id is as unknown as one that never existed. */
  private async owned(ctx: CallerCtx, id: number): Promise<AddressRow> {
    const [row] = await ctx.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, ctx.caller.id)));
    if (!row) throw ApiError.of('address.not_found');
    return row;
  }

  private async deactivateAll(ctx: CallerCtx): Promise<void> {
    await ctx.db
      .update(addresses)
      .set({ isActive: false, updatedAt: ctx.now() })
      .where(and(eq(addresses.userId, ctx.caller.id), eq(addresses.isActive, true)));
  }

  private async one(ctx: Ctx, row: AddressRow): Promise<Address> {
    const [address] = await this.toWire(ctx, [row]);
    return address as Address;
  }

  /** City names come from the content service's governorate list (a module reaches another only through it). */
  private async toWire(ctx: Ctx, rows: AddressRow[]): Promise<Address[]> {
    const points = await this.deliveryPoints(ctx, rows);
    return points.map((point, i) => ({ ...point, is_active: rows[i]?.isActive ?? false }));
  }

  /** Stored delivery points (saved addresses, sellers' books) as the wire shows them, each governorate named. */
  async deliveryPoints(ctx: Ctx, rows: ReadonlyArray<DeliveryPointRow>): Promise<DeliveryPoint[]> {
    if (rows.length === 0) return [];
    const names = cityNames(await this.content.cities(ctx));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      mobile: row.mobile,
      city_id: row.cityId,
      city: { id: row.cityId, name: names.get(row.cityId) ?? '' },
      region: row.region,
      address: row.address,
      landmark: row.landmark,
      created_at: new Date(row.createdAt).toISOString(),
    }));
  }
}

/**
 * The governorates' names by id, made once for each list the content service hands out (it keeps one until a desk
 * edit replaces it): every preview and seller invoice names one (issue 25).
 */
const namesOfCities = new WeakMap<readonly City[], Map<number, string>>();
function cityNames(cities: readonly City[]): Map<number, string> {
  let names = namesOfCities.get(cities);
  if (!names) {
    names = new Map(cities.map((city) => [city.id, city.name]));
    namesOfCities.set(cities, names);
  }
  return names;
}
