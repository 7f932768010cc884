import { DeleteAccountFlow } from './flows/delete-account';
import { scheduleHousekeeping } from './flows/housekeeping';
import { eraseIdempotencyKeys } from './http/idempotency';
import type { Kernel } from './kernel';
import { AddressService } from './modules/addresses/service';
import { AccountService } from './modules/auth/accounts';
import { OtpService } from './modules/auth/otp';
import { createSmsProvider } from './modules/auth/sms';
import { TokenService } from './modules/auth/tokens';
import { CartService } from './modules/cart/service';
import { CollectionService } from './modules/catalog/collections';
import { CatalogService } from './modules/catalog/service';
import { VariantCatalog } from './modules/catalog/variants';
import { ContentService } from './modules/content/service';
import { CodeService } from './modules/promotions/codes';
import { GiftService } from './modules/promotions/gifts';
import { SearchLog } from './modules/search/log';
import { SearchService } from './modules/search/service';
import { WalletService } from './modules/wallet/service';

/**
 * The store's services, wired once: each module's service with the services of other modules it reaches (a module
 * reaches another only through its service), and the flows that span modules.
 */
export function createServices(kernel: Kernel) {
  const { config, jobs, cacheTags, log } = kernel;
  const ttl = config.cacheTtlMs;
  const sms = createSmsProvider(config.sms, log);
  const tokens = new TokenService(config.auth, log, cacheTags);
  const otp = new OtpService(config.auth.secret, sms);
  const accounts = new AccountService(otp, tokens);
  const searchLog = new SearchLog(jobs, config.auth.secret);
  const content = new ContentService(ttl, cacheTags);
  const addresses = new AddressService(content);
  scheduleHousekeeping(jobs, otp, tokens, searchLog);
  const variants = new VariantCatalog(ttl, cacheTags);
  const cart = new CartService(variants, cacheTags, ttl);
  const catalog = new CatalogService(ttl, cacheTags);
  return {
    catalog,
    collections: new CollectionService(ttl, cacheTags),
    search: new SearchService(searchLog, ttl, cacheTags),
    content,
    variants,
    cart,
    addresses,
    // Checkout's ports (modules/checkout/ports.ts): Codes, Gifts, Wallet.
    codes: new CodeService(),
    gifts: new GiftService(catalog),
    wallet: new WalletService(),
    searchLog,
    sms,
    tokens,
    otp,
    accounts,
    // Every module that keeps personal data adds its eraser here; the account goes with all of them or none.
    deleteAccount: new DeleteAccountFlow(accounts, [
      eraseIdempotencyKeys,
      (ctx) => cart.erase(ctx),
      (ctx) => addresses.erase(ctx),
    ]),
  };
}

export type Services = ReturnType<typeof createServices>;
