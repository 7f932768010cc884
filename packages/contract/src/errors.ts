import type { MessageKey } from './messages';

/**
 * Every expected failure the API answers, by a stable code: its HTTP status and the catalogue message a person
 * reads. Failure bodies are `{ message, code, errors?, request_id }`; clients branch on `code` (and `Retry-After`),
 * never on the words of `message`, which may be reworded. Codes are never renamed once shipped: add new ones.
 */
export const errorCodes = {
  // ── The request itself
  'request.invalid': { status: 422, message: 'validationFailed' },
  'request.bad': { status: 400, message: 'badRequest' },
  'request.invalid_json': { status: 400, message: 'invalidJson' },
  'request.json_too_deep': { status: 400, message: 'jsonTooDeep' },
  'request.invalid_encoding': { status: 400, message: 'invalidEncoding' },
  'request.invalid_path': { status: 400, message: 'invalidPath' },
  'request.path_too_long': { status: 414, message: 'pathTooLong' },
  'request.too_large': { status: 413, message: 'payloadTooLarge' },
  'request.headers_too_large': { status: 431, message: 'requestTooLarge' },
  'request.unsupported_media_type': { status: 415, message: 'unsupportedMediaType' },
  'request.rate_limited': { status: 429, message: 'rateLimited' },
  'route.not_found': { status: 404, message: 'routeNotFound' },
  'route.not_implemented': { status: 501, message: 'notImplemented' },
  'server.error': { status: 500, message: 'serverError' },
  'server.not_ready': { status: 503, message: 'notReady' },
  'server.busy': { status: 503, message: 'serverBusy' },

  // ── Who is asking
  'app_key.missing': { status: 401, message: 'appKeyMissing' },
  'app_key.invalid': { status: 401, message: 'appKeyInvalid' },
  'auth.unauthenticated': { status: 401, message: 'unauthenticated' },
  'auth.session_expired': { status: 401, message: 'sessionExpired' },
  'auth.forbidden': { status: 403, message: 'forbidden' },

  // ── Accounts
  'mobile.invalid': { status: 422, message: 'mobileInvalid' },
  'mobile.not_registered': { status: 404, message: 'mobileNotRegistered' },
  'mobile.already_registered': { status: 409, message: 'mobileAlreadyRegistered' },
  'otp.format': { status: 422, message: 'otpFormat' },
  'otp.invalid': { status: 422, message: 'otpInvalid' },
  'otp.resend_too_soon': { status: 429, message: 'otpResendTooSoon' },
  'otp.too_many_for_number': { status: 429, message: 'otpTooManyForNumber' },
  'otp.too_many_from_network': { status: 429, message: 'otpTooManyFromNetwork' },
  'sms.failed': { status: 503, message: 'smsFailed' },

  // ── Catalogue
  not_found: { status: 404, message: 'notFound' },
  'product.not_found': { status: 404, message: 'productNotFound' },
  'brand.not_found': { status: 404, message: 'brandNotFound' },
  'brand.name_blank': { status: 422, message: 'brandNameBlank' },
  'collection.not_found': { status: 404, message: 'collectionNotFound' },
  'search.keyword_blank': { status: 422, message: 'searchKeywordBlank' },

  // ── Writes repeated by a double tap or a retry (Idempotency-Key)
  'idempotency.key_invalid': { status: 422, message: 'idempotencyKeyInvalid' },
  'idempotency.key_reused': { status: 422, message: 'idempotencyKeyReused' },

  // ── Cart and stock
  'cart.login_required': { status: 401, message: 'addToCartLoginNeeded' },
  'cart.line_not_found': { status: 404, message: 'cartLineNotFound' },
  'cart.too_many_lines': { status: 409, message: 'cartTooManyLines' },
  'cart.quantity_limit': { status: 422, message: 'cartQuantityLimit' },
  'variant.not_found': { status: 404, message: 'variantNotFound' },
  'stock.out': { status: 409, message: 'stockOut' },
  'stock.insufficient': { status: 409, message: 'stockInsufficient' },

  // ── Checkout: codes, wallet, gifts, orders
  'code.unknown': { status: 422, message: 'codeUnknown' },
  'code.not_started': { status: 422, message: 'codeNotStarted' },
  'code.expired': { status: 422, message: 'codeExpired' },
  'code.exhausted': { status: 422, message: 'codeExhausted' },
  'code.customer_limit': { status: 422, message: 'codeCustomerLimit' },
  'code.first_order_only': { status: 422, message: 'codeFirstOrderOnly' },
  'code.min_subtotal': { status: 422, message: 'codeMinSubtotal' },
  'code.not_applicable': { status: 422, message: 'codeNotApplicable' },
  'wallet.insufficient': { status: 409, message: 'walletInsufficient' },
  'gift.unknown': { status: 422, message: 'giftUnknown' },
  'gift.not_unlocked': { status: 422, message: 'giftNotUnlocked' },
  'gift.too_many': { status: 422, message: 'giftTooMany' },
  'gift.out_of_stock': { status: 409, message: 'giftOutOfStock' },
  'cart.empty': { status: 422, message: 'cartEmpty' },
  'order.min_total': { status: 422, message: 'orderMinTotal' },
  'order.total_changed': { status: 409, message: 'orderTotalChanged' },
  'order.too_large': { status: 422, message: 'orderTooLarge' },
  'order.not_found': { status: 404, message: 'orderNotFound' },
  'order.not_cancellable': { status: 409, message: 'orderNotCancellable' },
  'order.transition_invalid': { status: 409, message: 'orderTransitionInvalid' },
  'reorder.nothing_available': { status: 409, message: 'reorderNothingAvailable' },

  // ── Saved addresses
  'address.not_found': { status: 404, message: 'addressNotFound' },
  'address.limit': { status: 409, message: 'addressLimit' },
  'city.unknown': { status: 422, message: 'cityUnknown' },

  // ── Staff desk: promotions and settings (issue 12)
  'code.not_found': { status: 404, message: 'codeNotFound' },
  'code.taken': { status: 409, message: 'codeTaken' },
  'code.limit_below_uses': { status: 422, message: 'codeLimitBelowUses' },
  'gift_program.not_found': { status: 404, message: 'giftProgramNotFound' },
  'popup.not_found': { status: 404, message: 'popupNotFound' },
  'faq.not_found': { status: 404, message: 'faqNotFound' },
  'faq.order_mismatch': { status: 422, message: 'faqOrderMismatch' },
  'reference.unknown': { status: 422, message: 'referenceUnknown' },
  // ── The staff desk: catalogue, stock, images and imports (issue 12)
  'product.handle_taken': { status: 409, message: 'productHandleTaken' },
  'variant.sku_taken': { status: 409, message: 'variantSkuTaken' },
  'variant.compare_at_not_above': { status: 422, message: 'variantCompareAtNotAbove' },
  'brand.unknown': { status: 422, message: 'brandUnknown' },
  'category.unknown': { status: 422, message: 'categoryUnknown' },
  'collection.unknown': { status: 422, message: 'collectionUnknown' },
  'stock.below_zero': { status: 409, message: 'stockBelowZero' },
  'image.type_invalid': { status: 422, message: 'imageTypeInvalid' },
  'image.too_large': { status: 413, message: 'imageTooLarge' },
  'image.not_found': { status: 404, message: 'imageNotFound' },
  'image.order_mismatch': { status: 422, message: 'imageOrderMismatch' },
  'import.not_found': { status: 404, message: 'importNotFound' },
  'import.file_missing': { status: 422, message: 'importFileMissing' },
  'import.csv_invalid': { status: 422, message: 'importCsvInvalid' },
  // ── The staff desk: customers, staff, audit and the orders export (issue 12)
  'account.blocked': { status: 403, message: 'accountBlocked' },
  'account.not_found': { status: 404, message: 'accountNotFound' },
  'customer.not_found': { status: 404, message: 'customerNotFound' },
  'customer.is_staff': { status: 403, message: 'customerIsStaff' },
  'customer.already_blocked': { status: 409, message: 'customerAlreadyBlocked' },
  'customer.not_blocked': { status: 409, message: 'customerNotBlocked' },
  'wallet.debit_over_balance': { status: 409, message: 'walletDebitOverBalance' },
  'staff.seller_account': { status: 409, message: 'staffSellerAccount' },
  'staff.own_admin_role': { status: 409, message: 'staffOwnAdminRole' },
  'export.too_many_rows': { status: 422, message: 'exportTooManyRows' },
  // ── Wishlist (issue 13)
  'wishlist.login_required': { status: 401, message: 'wishlistLoginNeeded' },
  'wishlist.item_not_found': { status: 404, message: 'wishlistItemNotFound' },
  'wishlist.category_not_found': { status: 404, message: 'wishlistCategoryNotFound' },
  'wishlist.category_taken': { status: 409, message: 'wishlistCategoryTaken' },
  'wishlist.category_limit': { status: 409, message: 'wishlistCategoryLimit' },
  'wishlist.full': { status: 409, message: 'wishlistFull' },
  // ── Reviews and product requests (issue 13)
  'review.not_found': { status: 404, message: 'reviewNotFound' },
  'review.already_hidden': { status: 409, message: 'reviewAlreadyHidden' },
  'review.not_hidden': { status: 409, message: 'reviewNotHidden' },
  'product_request.not_found': { status: 404, message: 'productRequestNotFound' },
  'product_request.too_many': { status: 429, message: 'productRequestTooMany' },
  'product_request.transition': { status: 409, message: 'productRequestTransition' },
  'product_request.product_required': { status: 422, message: 'productRequestProductRequired' },
  // ── Back-in-stock notices and notifications (issue 13)
  'notify.login_required': { status: 401, message: 'notifyMeLoginNeeded' },
  'notify.in_stock': { status: 409, message: 'notifyMeInStock' },
  'notify.variant_mismatch': { status: 422, message: 'notifyMeVariantMismatch' },
  'notify.not_found': { status: 404, message: 'notifyMeNotFound' },
  'notification.not_found': { status: 404, message: 'notificationNotFound' },
  // ── Sellers: carts, books, invoices, shared carts (issue 14)
  'seller_cart.not_found': { status: 404, message: 'sellerCartNotFound' },
  'seller_cart.limit': { status: 409, message: 'sellerCartLimit' },
  'seller_cart.line_not_found': { status: 404, message: 'sellerCartLineNotFound' },
  'contact.not_found': { status: 404, message: 'contactNotFound' },
  'book.full': { status: 409, message: 'bookFull' },
  'discount.line_too_big': { status: 422, message: 'lineDiscountTooBig' },
  'discount.order_too_big': { status: 422, message: 'orderDiscountTooBig' },
  'discount.not_in_cart': { status: 422, message: 'discountNotInCart' },
  'discount.reason_required': { status: 422, message: 'discountReasonRequired' },
  'discount.repeated': { status: 422, message: 'discountRepeated' },
  'delivery_fee.out_of_range': { status: 422, message: 'deliveryFeeOutOfRange' },
  'share.not_found': { status: 404, message: 'shareNotFound' },
  'share.empty': { status: 422, message: 'shareEmpty' },
  'share.login_required': { status: 401, message: 'shareLoginNeeded' },
  'share.nothing_available': { status: 409, message: 'sharedCartNothingAvailable' },
  'seller_terms.fee_range': { status: 422, message: 'sellerTermsRange' },
  // ── The content service: the storefront GraphQL endpoint and the desk's content (issue 15)
  'storefront.token_missing': { status: 401, message: 'storefrontTokenMissing' },
  'storefront.token_invalid': { status: 401, message: 'storefrontTokenInvalid' },
  'article.not_found': { status: 404, message: 'articleNotFound' },
  'article.handle_taken': { status: 409, message: 'articleHandleTaken' },
  'content_page.not_found': { status: 404, message: 'contentPageNotFound' },
  'landing.not_found': { status: 404, message: 'landingNotFound' },
  'landing.slug_taken': { status: 409, message: 'landingSlugTaken' },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorCode = keyof typeof errorCodes;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorCodes, value);
