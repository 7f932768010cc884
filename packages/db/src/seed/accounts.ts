import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/**
 * One demo account of each type, so a fresh store can be tried in every role (the codes arrive in the development
 * SMS outbox). Numbers are real-format Asiacell numbers in the 0770 100 00xx block; they are created only when free.
 */
export const demoAccounts = [
  { userType: 'customer', mobile: '+9647701000001', national: '07701000001', name: 'زبونة تجريبية' },
  { userType: 'influencer', mobile: '+9647701000002', national: '07701000002', name: 'مؤثرة تجريبية' },
  { userType: 'pharmacist', mobile: '+9647701000003', national: '07701000003', name: 'صيدلية تجريبية' },
] as const;

export async function seedDemoAccounts(database: Database): Promise<typeof demoAccounts> {
  for (const account of demoAccounts) {
    await database.db.execute(
      sql`insert into users (user_type, mobile, name, registration_confirmed)
          values (${account.userType}, ${account.mobile}, ${account.name}, true)
          on conflict (mobile) do nothing`,
    );
  }
  return demoAccounts;
}

/** `customer 07701000001, influencer 07701000002, …` for the start-up and seed logs. */
export function describeDemoAccounts(): string {
  return demoAccounts.map((account) => `${account.userType} ${account.national}`).join(', ');
}
