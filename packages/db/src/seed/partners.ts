import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/**
 * The staff desk's partner queue and feedback on a fresh demo store (issue 15): three applicants (customers in the
 * 0780 100 004x block) — an influencer and a pharmacist waiting, an influencer turned down with the reason she read —
 * and a few ratings of the store from the demo customer, days old (the daily limit counts only the last 24 hours).
 * Written once: an applicant who has an application, and a customer who has rated, are left be. Never in production.
 */
const applicants = [
  {
    mobile: '+9647801000041',
    name: 'نور الهدى صباح',
    city: 'البصرة',
    type: 'influencer',
    links: [
      { platform: 'instagram', url: 'https://www.instagram.com/noor.skincare.iq' },
      { platform: 'tiktok', url: 'https://www.tiktok.com/@noor.skincare' },
    ],
    followers: 48_200,
    pharmacy: null,
    licence: null,
    note: 'أنشر روتين العناية بالبشرة الدهنية والمختلطة أسبوعياً، وأغلب متابعاتي من البصرة والناصرية.',
    status: 'pending',
    decision: null,
    daysAgo: 1,
  },
  {
    mobile: '+9647801000042',
    name: 'د. علي حسن الموسوي',
    city: 'النجف',
    type: 'pharmacist',
    links: [],
    followers: null,
    pharmacy: 'صيدلية الكوثر',
    licence: 'ن/2017/1186',
    note: 'صيدلية في حي السعد، نفتح من التاسعة صباحاً إلى الحادية عشرة ليلاً ويسألنا المراجعون عن واقيات الشمس.',
    status: 'pending',
    decision: null,
    daysAgo: 2,
  },
  {
    mobile: '+9647801000043',
    name: 'سرى ماجد',
    city: 'أربيل',
    type: 'influencer',
    links: [{ platform: 'youtube', url: 'https://www.youtube.com/@sura.beauty.vlogs' }],
    followers: 3_100,
    pharmacy: null,
    licence: null,
    note: null,
    status: 'rejected',
    decision: 'نقبل المؤثرين من 5,000 متابع في حساب واحد. يسعدنا طلبك مرة أخرى عندما يكبر حسابك.',
    daysAgo: 9,
  },
] as const;

const ratings = [
  { rating: 5, topic: 'delivery', comment: 'وصل الطلب إلى الكرادة بنفس اليوم والتغليف ممتاز. شكراً لكم.', daysAgo: 3 },
  { rating: 3, topic: 'products', comment: 'أتمنى توفير أحجام صغيرة (ميني) من واقيات الشمس للتجربة.', daysAgo: 6 },
  { rating: 4, topic: 'website', comment: null, daysAgo: 12 },
] as const;

export async function seedDemoPartners(database: Database, customerMobile: string): Promise<void> {
  for (const applicant of applicants) {
    await database.db.execute(
      sql`insert into users (user_type, mobile, name, registration_confirmed)
          values ('customer', ${applicant.mobile}, ${applicant.name}, true) on conflict (mobile) do nothing`,
    );
    const owner = sql`(select id from users where mobile = ${applicant.mobile})`;
    const at = sql`now() - make_interval(days => ${applicant.daysAgo})`;
    await database.db.execute(sql`
      insert into partner_applications (user_id, partner_type, name, mobile, city_id, social_links, followers,
        pharmacy_name, licence_number, note, status, decision_note, decided_at, decision_sms_at, created_at, updated_at)
      select ${owner}, ${applicant.type}, ${applicant.name}, ${applicant.mobile},
        (select id from cities where name_ar = ${applicant.city}), ${JSON.stringify(applicant.links)}::jsonb,
        ${applicant.followers}, ${applicant.pharmacy}, ${applicant.licence}, ${applicant.note}, ${applicant.status},
        ${applicant.decision}, case when ${applicant.decision}::text is null then null else ${at} + interval '1 day' end,
        case when ${applicant.decision}::text is null then null else ${at} + interval '1 day' end, ${at}, ${at}
      where not exists (select 1 from partner_applications where user_id = ${owner})`);
  }
  const customer = sql`(select id from users where mobile = ${customerMobile})`;
  const [rated] = await database.rows(sql`select 1 from store_feedback where user_id = ${customer} limit 1`);
  if (rated) return;
  for (const entry of ratings) {
    await database.db.execute(sql`
      insert into store_feedback (user_id, rating, topic, comment, created_at)
      select ${customer}, ${entry.rating}, ${entry.topic}, ${entry.comment}, now() - make_interval(days => ${entry.daysAgo})
      where ${customer} is not null`);
  }
}
