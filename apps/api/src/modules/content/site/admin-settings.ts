import type { AdminDelivery, AdminDeliveryBody, AdminSettingsBody, City, GlobalSettings } from '@wb/contract';
import { rowsOf, settings } from '@wb/db';
import { eq, sql } from 'drizzle-orm';
import { atomically, type CallerCtx, type Ctx } from '../../../context';
import { ApiError } from '../../../lib/errors';
import { normalizeIraqiMobile } from '../../../lib/phone';
import { pgArray } from '../../../lib/sql';
import type { PublishedWrites } from '../../audit/published';
import { readCities, readSettings } from './service';

/**
 * The `global` settings document and the delivery fees at the staff desk (issue 12, admins). Both are what checkout
 * prices with and the storefront shows (GET gui/globalSetting, GET app/cities), read from caches tagged `content`:
 * `log` drops them when a write commits, so the next invoice and the next page use the new figures.
 *
 * The delivery parts of the document (threshold, its governorates, the default fee) are written only with the fees,
 * so the two pages of the desk never overwrite each other's half.
 */
export class SettingsAdmin {
  constructor(private readonly log: PublishedWrites) {}

  /** The document as stored now (not the storefront's cached copy): what the desk edits. */
  get(ctx: Ctx): Promise<GlobalSettings> {
    return readSettings(ctx);
  }

  update(ctx: CallerCtx, body: AdminSettingsBody): Promise<GlobalSettings> {
    return atomically(ctx, async (tx) => {
      const phone = normalizeIraqiMobile(body.support_phone);
      if (!phone) throw ApiError.field('support_phone', 'mobile.invalid');
      const before = await readSettings(tx, true);
      const after: GlobalSettings = {
        ...before,
        store_name: body.store_name,
        store_name_en: body.store_name_en,
        support_phone: phone,
        support_email: body.support_email,
        working_hours: body.working_hours,
        announcement: body.announcement ?? null,
        min_order_total: body.min_order_total,
        social: {
          instagram: body.social.instagram ?? null,
          facebook: body.social.facebook ?? null,
          tiktok: body.social.tiktok ?? null,
          whatsapp: body.social.whatsapp ?? null,
        },
        app_links: { android: body.app_links.android ?? null, ios: body.app_links.ios ?? null },
      };
      await this.save(tx, after);
      await this.log.record(tx, {
        action: 'settings.update',
        entityType: 'settings',
        entityId: 'global',
        before,
        after,
      });
      return after;
    });
  }

  async delivery(ctx: Ctx): Promise<AdminDelivery> {
    return this.deliveryOf(await readCities(ctx), await readSettings(ctx));
  }

  updateDelivery(ctx: CallerCtx, body: AdminDeliveryBody): Promise<AdminDelivery> {
    return atomically(ctx, async (tx) => {
      const document = await readSettings(tx, true);
      const cities = await readCities(tx, true);
      const before = this.deliveryOf(cities, document);
      const fees = body.fees ?? [];
      const known = new Set(cities.map((city) => city.id));
      if (fees.some((fee) => !known.has(fee.city_id))) throw ApiError.field('fees', 'city.unknown');
      const codes = new Set(cities.flatMap((city) => (city.iso_code ? [city.iso_code] : [])));
      const unknownCodes = (body.free_delivery_cities ?? []).filter((code) => !codes.has(code));
      if (unknownCodes.length > 0) {
        throw ApiError.field('free_delivery_cities', 'reference.unknown', { ids: unknownCodes.join('، ') });
      }
      if (fees.length > 0) {
        await rowsOf(
          tx.db,
          sql`
          update cities set delivery_fee = f.fee
          from unnest(${pgArray(fees.map((f) => f.city_id))}::int[], ${pgArray(fees.map((f) => f.delivery_fee))}::int[])
            as f(id, fee)
          where cities.id = f.id`,
        );
      }
      await this.save(tx, {
        ...document,
        free_delivery_threshold: body.free_delivery_threshold ?? document.free_delivery_threshold,
        free_delivery_cities: body.free_delivery_cities ?? document.free_delivery_cities,
        default_delivery_fee: body.default_delivery_fee ?? document.default_delivery_fee,
      });
      const after = await this.delivery(tx);
      await this.log.record(tx, {
        action: 'delivery.update',
        entityType: 'settings',
        entityId: 'delivery',
        before: feesOnly(before),
        after: feesOnly(after),
      });
      return after;
    });
  }

  private deliveryOf(cities: City[], document: GlobalSettings): AdminDelivery {
    return {
      cities,
      free_delivery_threshold: document.free_delivery_threshold,
      free_delivery_cities: document.free_delivery_cities,
      default_delivery_fee: document.default_delivery_fee,
    };
  }

  private async save(ctx: Ctx, document: GlobalSettings): Promise<void> {
    await ctx.db.update(settings).set({ value: document, updatedAt: ctx.now() }).where(eq(settings.key, 'global'));
  }
}

/** The audit entry's figures: each governorate's fee by its id, not its names. */
function feesOnly(delivery: AdminDelivery) {
  return {
    fees: Object.fromEntries(delivery.cities.map((city) => [city.id, city.delivery_fee])),
    free_delivery_threshold: delivery.free_delivery_threshold,
    free_delivery_cities: delivery.free_delivery_cities,
    default_delivery_fee: delivery.default_delivery_fee,
  };
}
