import { renderMedia } from '@wb/db/seed';
import { AddSharedCartFlow } from './flows/add-shared-cart';
import { definePartnerDecided, PartnerDecisionFlow } from './flows/approve-partner';
import { CancelOrderFlow } from './flows/cancel-order';
import { DeleteAccountFlow } from './flows/delete-account';
import { EditOrderLinesFlow } from './flows/edit-order-lines';
import { scheduleHousekeeping } from './flows/housekeeping';
import { defineOrderEdited } from './flows/order-edit-notices';
import { defineOrderPlaced } from './flows/order-notices';
import { defineReferralRewarded, OrderRewardsFlow } from './flows/order-rewards';
import { defineOrderStatusChanged } from './flows/order-status-notices';
import { OrderWriter } from './flows/order-writer';
import { PlaceOrderFlow } from './flows/place-order';
import { PlaceSellerOrderFlow } from './flows/place-seller-order';
import { ReferralSignupFlow } from './flows/referral-signup';
import { ReorderFlow } from './flows/reorder';
import { StaffCustomerFlow } from './flows/staff-customer';
import { StaffOrderBulkFlow } from './flows/staff-order-bulk';
import { StaffOrderStatusFlow } from './flows/staff-order-status';
import { StaffRolesFlow } from './flows/staff-roles';
import type { Kernel } from './kernel';
import { eraseIdempotencyKeys } from './lib/idempotency-keys';
import { MemoryWindowCounts, RedisWindowCounts } from './lib/window-counts';
import { AddressService } from './modules/addresses/service';
import { PublishedWrites } from './modules/audit/published';
import { AuditLog } from './modules/audit/service';
import { AccountService } from './modules/auth/accounts';
import { OtpService } from './modules/auth/otp';
import { PhoneDigests } from './modules/auth/phone-digest';
import { ConsoleSmsProvider, createSmsProvider, DevOutbox } from './modules/auth/sms';
import { TokenService } from './modules/auth/tokens';
import { createWhatsAppProvider } from './modules/auth/whatsapp';
import { CartService } from './modules/cart/service';
import { GuestCartService } from './modules/cart/service-guest';
import { ProductImages } from './modules/catalog/desk/images';
import { CatalogReads } from './modules/catalog/desk/reads';
import { defineVariantRestocked } from './modules/catalog/desk/restock';
import { StockDesk } from './modules/catalog/desk/stock';
import { CatalogWriter } from './modules/catalog/desk/writer';
import { PlanApplier } from './modules/catalog/import/apply';
import { CatalogImports } from './modules/catalog/import/service';
import { CollectionService } from './modules/catalog/storefront/collections';
import { CatalogService } from './modules/catalog/storefront/service';
import { VariantCatalog } from './modules/catalog/storefront/variants';
import { CheckoutService } from './modules/checkout/service';
import { ArticleDesk } from './modules/content/pages/desk-articles';
import { ContentPageDesk } from './modules/content/pages/desk-pages';
import { LandingPages } from './modules/content/pages/landings';
import { ContentWrites, defineContentRevalidation } from './modules/content/pages/revalidate';
import { FaqAdmin } from './modules/content/site/admin-faq';
import { PopupAdmin } from './modules/content/site/admin-popups';
import { SettingsAdmin } from './modules/content/site/admin-settings';
import { ContentService } from './modules/content/site/service';
import { AdminDashboardReads } from './modules/dashboard/service';
import { EarningsService } from './modules/earnings/service';
import { SELLER_TERMS_TAG, SellerTermsService } from './modules/earnings/terms';
import { SellerTermsAdmin } from './modules/earnings/terms-admin';
import { createMediaStore } from './modules/media/store';
import { FcmPushProvider } from './modules/notify/fcm';
import { NotificationService } from './modules/notify/notifications';
import { defineRestockNotices } from './modules/notify/restock-notices';
import { NotifyService } from './modules/notify/service';
import { AdminOrderReads } from './modules/orders/desk';
import { OrderService } from './modules/orders/service';
import { FeedbackService } from './modules/partners/feedback';
import { PartnerService } from './modules/partners/service';
import { CustomerDesk } from './modules/people/customers';
import { StaffReads } from './modules/people/staff';
import { CodeAdmin } from './modules/promotions/admin-codes';
import { GiftAdmin } from './modules/promotions/admin-gifts';
import { CodeService } from './modules/promotions/codes';
import { GiftService } from './modules/promotions/gifts';
import { QuizDesk } from './modules/quiz/desk';
import { QUIZ_TAG, QuizService } from './modules/quiz/service';
import { ReferralService } from './modules/referrals/service';
import { ReferralTermsAdmin } from './modules/referrals/terms';
import { ProductRequestService } from './modules/requests/service';
import { ReviewDesk } from './modules/reviews/desk';
import { ReviewService } from './modules/reviews/service';
import { SearchIndexer } from './modules/search/indexer';
import { SearchLog } from './modules/search/log';
import { SearchService } from './modules/search/service';
import { SellerBook } from './modules/seller-book/service';
import { SellerCheckout } from './modules/seller-carts/invoice';
import { SellerCartService } from './modules/seller-carts/service';
import { ShareService } from './modules/shares/service';
import { ShareTokens } from './modules/shares/tokens';
import { WalletService } from './modules/wallet/service';
import { WishlistService } from './modules/wishlist/service';

/**
 * The store's services, wired once: each module's service with the services of other modules it reaches (a module
 * reaches another only through its service), and the flows that span modules.
 */
export function createServices(kernel: Kernel) {
  const { config, jobs, cacheTags, log } = kernel;
  const ttl = config.cacheTtlMs;
  // The console providers of both channels keep what they "sent" in one development outbox (never in production).
  const outbox = new DevOutbox();
  const sms = createSmsProvider(config.sms, log, outbox);
  const whatsapp = createWhatsAppProvider(config.whatsapp, log, outbox);
  // Served only when neither channel is real: a staging server sending real texts must not hand out, through the
  // outbox, the code a WhatsApp request left there — that would be anyone's account for the asking.
  const devOutbox = sms instanceof ConsoleSmsProvider && whatsapp instanceof ConsoleSmsProvider ? outbox : null;
  const tokens = new TokenService(config.auth, log, cacheTags);
  const otp = new OtpService(config.auth.secret, { sms, whatsapp }, { resendAfterMs: config.auth.resendAfterMs });
  const phones = new PhoneDigests(config.auth.secret);
  const notifications = new NotificationService();
  const wallet = new WalletService(cacheTags, ttl);
  // The referral programme (issue 15): a friend's code at registration, her first delivered order rewarded.
  const referralRewardedJob = defineReferralRewarded(jobs, sms);
  const referrals = new ReferralService(phones, config.webUrl);
  const accounts = new AccountService(otp, tokens, phones, new ReferralSignupFlow(referrals, notifications));
  // With several API processes the search log's caps are counted in their shared Redis.
  const searchLog = new SearchLog(
    jobs,
    config.auth.secret,
    kernel.redis ? new RedisWindowCounts(kernel.redis, `${config.redis?.prefix}search-log:`) : new MemoryWindowCounts(),
  );
  const content = new ContentService(ttl, cacheTags);
  const addresses = new AddressService(content, cacheTags, ttl);
  scheduleHousekeeping(jobs, otp, tokens, searchLog);
  // A variant back in stock (a delivery, a cancelled order) tells notify-me through `variant.restocked`.
  const push = config.push ? new FcmPushProvider(config.push, log) : null;
  const restockNotices = defineRestockNotices(jobs, sms, push);
  const restocked = defineVariantRestocked(jobs, restockNotices.worker);
  const variants = new VariantCatalog(ttl, cacheTags, restocked.listener);
  const cart = new CartService(variants, cacheTags, ttl);
  const catalog = new CatalogService(ttl, cacheTags);
  const notify = new NotifyService(catalog);
  const wishlist = new WishlistService(catalog, variants);
  // Checkout's ports (modules/checkout/ports.ts): Codes, Gifts, Wallet.
  const codes = new CodeService();
  const gifts = new GiftService(catalog, ttl, cacheTags);
  const checkout = new CheckoutService(cart, variants, addresses, content, codes, wallet, gifts);
  const orders = new OrderService();
  const orderPlacedJob = defineOrderPlaced(jobs, sms);
  // Sellers ordering for others (issue 14): their terms, carts and book, what orders earn them, their shared carts.
  const orderWriter = new OrderWriter(variants);
  const sellerTerms = new SellerTermsService(ttl, cacheTags);
  const sellerCarts = new SellerCartService(variants, catalog, cacheTags, ttl);
  const sellerBook = new SellerBook(addresses, cacheTags, ttl);
  const sellerCheckout = new SellerCheckout(checkout, sellerCarts, sellerBook, sellerTerms);
  const earnings = new EarningsService();
  const shares = new ShareService(sellerCarts, new ShareTokens(config.auth.secret), catalog, variants, config.webUrl);
  const cancelOrder = new CancelOrderFlow(orders, variants, codes, wallet, earnings);
  // The staff desk (issue 12).
  const audit = new AuditLog();
  const adminOrders = new AdminOrderReads(orders);
  const orderStatusJob = defineOrderStatusChanged(jobs, sms);
  const orderEditedJob = defineOrderEdited(jobs, sms);
  const staffOrderStatus = new StaffOrderStatusFlow(
    orders,
    cancelOrder,
    adminOrders,
    audit,
    jobs,
    orderStatusJob,
    notifications,
    new OrderRewardsFlow(earnings, referrals, wallet, notifications, jobs, referralRewardedJob),
  );
  // Desk writes to what the storefront shows from caches: each drops the tags its reads carry.
  const contentWrites = new PublishedWrites(audit, cacheTags, ['content']);
  const catalogWriter = new CatalogWriter(variants, new SearchIndexer(cacheTags), audit, cacheTags);
  const media = createMediaStore(config.media);
  const stockDesk = new StockDesk(variants, audit, cacheTags);
  const customerDesk = new CustomerDesk(addresses, wallet);
  // Reviews and product requests (issue 13).
  const reviews = new ReviewService(ttl, cacheTags);
  const productRequests = new ProductRequestService(audit, notifications);
  // The partner programme and the store's feedback (issue 15).
  const partners = new PartnerService(content, sellerTerms);
  const partnerDecided = definePartnerDecided(jobs, sms, config.webUrl);
  const feedback = new FeedbackService(audit);
  // The content service (issue 15): desk writes audited, and the storefront told what to drop once they commit.
  const contentRevalidation = defineContentRevalidation(jobs, {
    webUrl: config.webUrl,
    secret: config.content.revalidateSecret,
  });
  const storefrontWrites = new ContentWrites(audit, cacheTags, jobs, contentRevalidation);
  // The skin quiz (issue 15).
  const quiz = new QuizService();
  return {
    catalog,
    collections: new CollectionService(ttl, cacheTags),
    search: new SearchService(catalog, searchLog, ttl, cacheTags),
    content,
    variants,
    cart,
    // A guest's browser-kept cart: its lines at today's prices, and its merge at sign-in (issue 24).
    guestCart: new GuestCartService(variants, cacheTags),
    wishlist,
    addresses,
    codes,
    gifts,
    wallet,
    checkout,
    orders,
    orderPlacedJob,
    placeOrder: new PlaceOrderFlow(checkout, cart, variants, codes, wallet, gifts, jobs, orderPlacedJob, orderWriter, {
      shares,
      terms: sellerTerms,
      earnings,
    }),
    sellerTerms,
    sellerCarts,
    sellerBook,
    sellerCheckout,
    earnings,
    placeSellerOrder: new PlaceSellerOrderFlow(
      sellerCheckout,
      sellerCarts,
      orderWriter,
      codes,
      wallet,
      earnings,
      jobs,
      orderPlacedJob,
    ),
    cancelOrder,
    audit,
    adminOrders,
    adminDashboard: new AdminDashboardReads(),
    orderStatusJob,
    codeAdmin: new CodeAdmin(audit),
    giftAdmin: new GiftAdmin(new PublishedWrites(audit, cacheTags, ['gift-programs'])),
    popupAdmin: new PopupAdmin(contentWrites),
    faqAdmin: new FaqAdmin(contentWrites),
    settingsAdmin: new SettingsAdmin(contentWrites),
    sellerTermsAdmin: new SellerTermsAdmin(new PublishedWrites(audit, cacheTags, [SELLER_TERMS_TAG])),
    shares,
    addSharedCart: new AddSharedCartFlow(shares, cart, variants),
    staffOrderStatus,
    staffOrderBulk: new StaffOrderBulkFlow(staffOrderStatus),
    orderEditedJob,
    editOrderLines: new EditOrderLinesFlow(
      orders,
      variants,
      codes,
      wallet,
      content,
      adminOrders,
      audit,
      jobs,
      orderEditedJob,
      notifications,
    ),
    referrals,
    referralRewardedJob,
    referralTermsAdmin: new ReferralTermsAdmin(audit),
    customerDesk,
    staffCustomer: new StaffCustomerFlow(customerDesk, accounts, wallet, audit),
    staffReads: new StaffReads(),
    staffRoles: new StaffRolesFlow(accounts, audit),
    reorder: new ReorderFlow(orders, variants, cart),
    catalogReads: new CatalogReads(),
    catalogWriter,
    stockDesk,
    catalogImports: new CatalogImports(new PlanApplier(catalogWriter, stockDesk, audit), audit, jobs),
    productImages: new ProductImages(media, audit, cacheTags, jobs),
    media,
    /** The catalogue's placeholder drawings by path (the demo data's packshots, logos, banners), served at /media. */
    drawMedia: renderMedia,
    reviews,
    reviewDesk: new ReviewDesk(audit, cacheTags),
    productRequests,
    partners,
    partnerDecided,
    partnerDecisions: new PartnerDecisionFlow(partners, accounts, audit, notifications, jobs, partnerDecided),
    feedback,
    contentRevalidation,
    articleDesk: new ArticleDesk(storefrontWrites, config.webUrl),
    contentPageDesk: new ContentPageDesk(storefrontWrites),
    landingPages: new LandingPages(storefrontWrites),
    quiz,
    quizDesk: new QuizDesk(new PublishedWrites(audit, cacheTags, [QUIZ_TAG])),
    variantRestocked: restocked.job,
    notify,
    notifications,
    restockNotices,
    searchLog,
    sms,
    whatsapp,
    devOutbox,
    tokens,
    otp,
    accounts,
    // Every module that keeps personal data adds its eraser here; the account goes with all of them or none.
    deleteAccount: new DeleteAccountFlow(accounts, [
      eraseIdempotencyKeys,
      (ctx) => cart.erase(ctx),
      (ctx) => addresses.erase(ctx),
      (ctx) => sellerBook.erase(ctx),
      (ctx) => shares.erase(ctx),
      (ctx) => wishlist.erase(ctx),
      (ctx) => cancelOrder.erasing(ctx),
      (ctx) => reviews.erase(ctx),
      (ctx) => productRequests.erase(ctx),
      (ctx) => partners.erase(ctx),
      (ctx) => feedback.erase(ctx),
      (ctx) => quiz.erase(ctx),
      (ctx) => notify.erase(ctx),
      (ctx) => notifications.erase(ctx),
      (ctx) => referrals.erase(ctx),
    ]),
  };
}

export type Services = ReturnType<typeof createServices>;
