/**
 * npm run user -- --mobile 07XXXXXXXXX --type pharmacist|influencer|customer|staff|admin [--name "…"] [--credit 20000]
 *
 * Staff tooling until the staff console exists: creates the account, or changes the type of an existing one, and
 * credits its wallet when asked (a staff credit, written to the ledger like any other). Works on
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite database in DATA_DIR (stop `npm start` first: PGlite
 * is opened by one process at a time).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { roles } from '@wb/contract';
import { createDatabase } from '@wb/db';
import pino from 'pino';
import { loadConfig } from '../config';
import { systemCtx } from '../context';
import { CacheTags } from '../lib/cache-tags';
import { AccountService } from '../modules/auth/accounts';
import { OtpService } from '../modules/auth/otp';
import { PhoneDigests } from '../modules/auth/phone-digest';
import { ConsoleSmsProvider } from '../modules/auth/sms';
import { TokenService } from '../modules/auth/tokens';
import { WalletService } from '../modules/wallet/service';

const USAGE =
  'Usage: npm run user -- --mobile 07XXXXXXXXX --type pharmacist|influencer|customer|staff|admin [--name "الاسم"] [--credit 20000]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      mobile: { type: 'string' },
      type: { type: 'string' },
      name: { type: 'string' },
      credit: { type: 'string' },
    },
    strict: true,
  });
  const type = roles.find((role) => role === values.type);
  const credit = values.credit === undefined ? 0 : Number(values.credit);
  if (!values.mobile || !type || !Number.isSafeInteger(credit) || credit < 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent' });
  const database = await createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: resolve(process.cwd(), config.dataDir) },
  );
  try {
    await database.migrate();
    const log = pino({ level: 'silent' });
    // Only the account table is touched: no code is sent and no session started.
    const accounts = new AccountService(
      new OtpService(config.auth.secret, new ConsoleSmsProvider(log)),
      new TokenService(config.auth, log, new CacheTags(log)),
      new PhoneDigests(config.auth.secret),
    );
    const ctx = systemCtx(database, log, 'cli:user');
    const { user, created } = await accounts.createOrPromote(ctx, values.mobile, type, values.name);
    console.log(`${created ? 'Created' : 'Updated'} account ${user.id}: ${user.mobile} (type: ${user.user_type}).`);
    if (credit > 0) {
      await new WalletService().credit(ctx, user.id, credit, 'staff', { note: 'رصيد من فريق المتجر' });
      console.log(`Credited ${credit} IQD to the wallet of account ${user.id}.`);
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
