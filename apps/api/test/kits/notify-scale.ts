import type { Database } from '@wb/db';
import { sql } from 'drizzle-orm';

/** A restock's scale, made and counted by SQL: for the restock tests and the bench (bench/restock.ts). */

/**
 * `count` new customers who all wait for the variant (made by SQL: the restock's scale tests), every `tokenEvery`-th
 * with a device token (`device-<n>`); their numbers are +9647 9xxxxxxxx. The variant's stock is set to 0.
 */
export async function seedSubscribers(
  database: Database,
  variant: { variantId: number; productId: number },
  count: number,
  tokenEvery = 0,
): Promise<void> {
  await database.rows(sql`update variants set stock = 0 where id = ${variant.variantId}`);
  await database.rows(sql`
    with people as (
      insert into users (mobile, name, user_type)
      select '+9647' || (900000000 + g)::text, 'مشتركة ' || g, 'customer' from generate_series(1, ${count}) g
      returning id, mobile)
    insert into restock_subscriptions (user_id, variant_id, product_id, title, fcm_token)
    select id, ${variant.variantId}, ${variant.productId}, 'سيروم',
      case when ${tokenEvery} > 0 and (substr(mobile, 6)::int - 900000000) % greatest(${tokenEvery}, 1) = 0
        then 'device-' || (substr(mobile, 6)::int - 900000000) end
    from people order by id`);
}

/** How the restock went: notices written, distinct people noticed, subscriptions spent, deliveries per channel. */
export async function restockTally(database: Database, variantId: number) {
  const [row] = await database.rows<{
    notices: number;
    people: number;
    spent: number;
    armed: number;
    sms: number;
    push: number;
  }>(sql`select
    (select count(*)::int from notifications where dedupe_key like ${`restock:${variantId}:%`}) as notices,
    (select count(distinct user_id)::int from notifications where dedupe_key like ${`restock:${variantId}:%`}) as people,
    (select count(*)::int from restock_subscriptions where variant_id = ${variantId} and notified_at is not null) as spent,
    (select count(*)::int from restock_subscriptions where variant_id = ${variantId} and notified_at is null) as armed,
    (select count(*)::int from notification_deliveries d join notifications n on n.id = d.notification_id
      where n.dedupe_key like ${`restock:${variantId}:%`} and d.channel = 'sms') as sms,
    (select count(*)::int from notification_deliveries d join notifications n on n.id = d.notification_id
      where n.dedupe_key like ${`restock:${variantId}:%`} and d.channel = 'push') as push`);
  return row;
}
