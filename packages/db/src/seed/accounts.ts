import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { WELCOME_CREDIT } from './data/promotions';
import { seedDemoPartners } from './partners';

/**
 * One demo account of each type, so a fresh store can be tried in every role (the codes arrive in the development
 * SMS outbox). Numbers are real-format Asiacell numbers in the 0770 100 00xx block; they are created only when free.
 */
export const demoAccounts = [
  { userType: 'customer', mobile: '+9647701000001', national: '07701000001', name: 'زبونة تجريبية' },
  { userType: 'influencer', mobile: '+9647701000002', national: '07701000002', name: 'مؤثرة تجريبية' },
  { userType: 'pharmacist', mobile: '+9647701000003', national: '07701000003', name: 'صيدلية تجريبية' },
  { userType: 'staff', mobile: '+9647701000008', national: '07701000008', name: 'موظف تجريبي' },
  { userType: 'admin', mobile: '+9647701000009', national: '07701000009', name: 'مدير تجريبي' },
] as const;

/**
 * The demo accounts, and the demo customer's welcome credit: a `welcome` entry of the wallet's ledger and the balance
 * it makes, written together, once (a second run finds the entry and adds nothing). Never called in production.
 */
export async function seedDemoAccounts(database: Database): Promise<typeof demoAccounts> {
  for (const account of demoAccounts) {
    await database.db.execute(
      sql`insert into users (user_type, mobile, name, registration_confirmed)
          values (${account.userType}, ${account.mobile}, ${account.name}, true)
          on conflict (mobile) do nothing`,
    );
  }
  const customer = demoAccounts[0].mobile;
  await database.db.transaction(async (tx) => {
    const owner = sql`(select id from users where mobile = ${customer})`;
    // The balance row first and locked, as the API's wallet writes it: entries and balance stay one sum.
    await tx.execute(sql`insert into wallet_balances (user_id, balance) values (${owner}, 0) on conflict do nothing`);
    await tx.execute(sql`select balance from wallet_balances where user_id = ${owner} for update`);
    await tx.execute(sql`
      with credited as (
        insert into wallet_entries (user_id, amount, reason, note)
        select ${owner}, ${WELCOME_CREDIT}, 'welcome', 'رصيد ترحيبي'
        where not exists (select 1 from wallet_entries where user_id = ${owner} and reason = 'welcome')
        returning user_id, amount
      )
      update wallet_balances b set balance = b.balance + c.amount, updated_at = now()
      from credited c where b.user_id = c.user_id`);
  });
  await seedDemoSellerBooks(database);
  // The desk's partner queue and the store's feedback (issue 15), so both have something to show.
  await seedDemoPartners(database, customer);
  return demoAccounts;
}

/**
 * A few people in the demo influencer's contacts and pharmacies in the demo pharmacist's addresses (issue 14), so a
 * seller trying the store can place an order for someone at once. Written once: a book that has entries is left be.
 */
const demoBooks = [
  {
    owner: demoAccounts[1].mobile,
    entries: [
      ['أسماء حسين', '+9647901234567', 'المنصور', 'شارع 14 رمضان، دار 7', 'قرب مطعم الساعة'],
      ['مريم عبد الله', '+9647712345678', 'الكرادة', 'محلة 903، زقاق 12، دار 4', 'قرب جامع الرحمن'],
      ['هدى كاظم', '+9647809876543', 'زيونة', 'شارع الربيعي، عمارة 3', 'مقابل مول زيونة'],
    ],
  },
  {
    owner: demoAccounts[2].mobile,
    entries: [
      ['صيدلية الشفاء', '+9647701112233', 'الأعظمية', 'شارع عمر بن عبد العزيز', 'قرب ساحة عنتر'],
      ['صيدلية دجلة', '+9647502223344', 'الجادرية', 'شارع الجامعة، محل 5', 'مقابل جامعة بغداد'],
      ['زينب علي (مراجعة)', '+9647813334455', 'اليرموك', 'محلة 610، زقاق 3، دار 21', 'قرب مستشفى اليرموك'],
    ],
  },
] as const;

async function seedDemoSellerBooks(database: Database): Promise<void> {
  for (const book of demoBooks) {
    const owner = sql`(select id from users where mobile = ${book.owner})`;
    for (const [name, mobile, region, address, landmark] of book.entries) {
      await database.db.execute(sql`
        insert into seller_book (owner_id, name, mobile, city_id, region, address, landmark)
        select ${owner}, ${name}, ${mobile}, (select id from cities order by sort_order, id limit 1), ${region},
          ${address}, ${landmark}
        where ${owner} is not null and not exists (
          select 1 from seller_book where owner_id = ${owner} and name = ${name})`);
    }
  }
}

/** `customer 07701000001, influencer 07701000002, …` for the start-up and seed logs. */
export function describeDemoAccounts(): string {
  return demoAccounts.map((account) => `${account.userType} ${account.national}`).join(', ');
}
