/**
 * npm run user -- --mobile 07XXXXXXXXX --type pharmacist|influencer|customer|staff|admin [--name "…"] [--credit 20000]
 * npm run user -- --from accounts.json   (a JSON array of { mobile, type, name?, credit? }: many accounts, one opening)
 *
 * Staff tooling until the staff console exists: creates the account, or changes the type of an existing one, and
 * credits its wallet when asked (a staff credit, written to the ledger like any other). Works on
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite database in DATA_DIR (stop `npm start` first: PGlite
 * is opened by one process at a time).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Role, roles } from '@wb/contract';
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

const USAGE = [
  'Usage: npm run user -- --mobile 07XXXXXXXXX --type pharmacist|influencer|customer|staff|admin [--name "الاسم"] [--credit 20000]',
  '       npm run user -- --from accounts.json   (a JSON array of { "mobile", "type", "name"?, "credit"? })',
].join('\n');

interface AccountRequest {
  mobile: string;
  type: Role;
  name?: string | undefined;
  credit: number;
}

/** One account asked for, checked: null when it is not one (the usage is printed then). */
function accountRequest(value: {
  mobile?: unknown;
  type?: unknown;
  name?: unknown;
  credit?: unknown;
}): AccountRequest | null {
  const type = roles.find((role) => role === value.type);
  const credit = value.credit === undefined ? 0 : Number(value.credit);
  const name = typeof value.name === 'string' ? value.name : undefined;
  if (typeof value.mobile !== 'string' || !value.mobile || !type || !Number.isSafeInteger(credit) || credit < 0)
    return null;
  return { mobile: value.mobile, type, name, credit };
}

/** The accounts the command line asks for: one from its options, or many from a file (opening PGlite once for all). */
function requestedAccounts(): AccountRequest[] | null {
  const { values } = parseArgs({
    options: {
      mobile: { type: 'string' },
      type: { type: 'string' },
      name: { type: 'string' },
      credit: { type: 'string' },
      from: { type: 'string' },
    },
    strict: true,
  });
  if (values.from === undefined) {
    const one = accountRequest(values);
    return one && [one];
  }
  let listed: unknown;
  try {
    listed = JSON.parse(readFileSync(values.from, 'utf8'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return null;
  }
  if (!Array.isArray(listed)) return null;
  const accounts = listed.map((entry) => accountRequest(entry ?? {}));
  return accounts.every((account) => account !== null) ? (accounts as AccountRequest[]) : null;
}

async function main(): Promise<number> {
  const requested = requestedAccounts();
  if (!requested?.length) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent' });
  const database = await createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: resolve(process.cwd(), config.dataDir) },
  );
  let stopCaches: (() => Promise<void>) | undefined;
  try {
    await database.migrate();
    const log = pino({ level: 'silent' });
    // Started, so a role changed or a wallet credited here reaches the running API processes' caches at once.
    const cacheTags = new CacheTags(log);
    await cacheTags.start(database);
    stopCaches = () => cacheTags.stop();
    // Only the account table is touched: no code is sent and no session started.
    const accounts = new AccountService(
      new OtpService(config.auth.secret, { sms: new ConsoleSmsProvider(log), whatsapp: new ConsoleSmsProvider(log) }),
      new TokenService(config.auth, log, cacheTags),
      new PhoneDigests(config.auth.secret),
    );
    const ctx = systemCtx(database, log, 'cli:user');
    for (const { mobile, type, name, credit } of requested) {
      const { user, created } = await accounts.createOrPromote(ctx, mobile, type, name);
      console.log(`${created ? 'Created' : 'Updated'} account ${user.id}: ${user.mobile} (type: ${user.user_type}).`);
      if (credit > 0) {
        await new WalletService(cacheTags, 0).credit(ctx, user.id, credit, 'staff', { note: 'رصيد من فريق المتجر' });
        console.log(`Credited ${credit} IQD to the wallet of account ${user.id}.`);
      }
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await stopCaches?.();
    await database.close();
  }
}

process.exitCode = await main();
