import { admins, staff } from './access';

/** Route table: The staff desk: customers, staff, content, reviews, partners and settings. */
export const adminArticlesCreate = {
  id: 'admin.articles.create',
  method: 'POST',
  path: '/admin/articles',
  access: admins,
} as const;
export const adminArticlesDelete = {
  id: 'admin.articles.delete',
  method: 'DELETE',
  path: '/admin/articles/{id}',
  access: admins,
} as const;
export const adminArticlesGet = {
  id: 'admin.articles.get',
  method: 'GET',
  path: '/admin/articles/{id}',
  access: admins,
} as const;
export const adminArticlesList = {
  id: 'admin.articles.list',
  method: 'GET',
  path: '/admin/articles',
  access: admins,
} as const;
export const adminArticlesPublish = {
  id: 'admin.articles.publish',
  method: 'POST',
  path: '/admin/articles/{id}/publish',
  access: admins,
} as const;
export const adminArticlesUnpublish = {
  id: 'admin.articles.unpublish',
  method: 'POST',
  path: '/admin/articles/{id}/unpublish',
  access: admins,
} as const;
export const adminArticlesUpdate = {
  id: 'admin.articles.update',
  method: 'PUT',
  path: '/admin/articles/{id}',
  access: admins,
} as const;

export const adminAuditList = { id: 'admin.audit.list', method: 'GET', path: '/admin/audit', access: admins } as const;

export const adminContentPagesGet = {
  id: 'admin.contentPages.get',
  method: 'GET',
  path: '/admin/content-pages/{id}',
  access: admins,
} as const;
export const adminContentPagesList = {
  id: 'admin.contentPages.list',
  method: 'GET',
  path: '/admin/content-pages',
  access: admins,
} as const;
export const adminContentPagesUpdate = {
  id: 'admin.contentPages.update',
  method: 'PUT',
  path: '/admin/content-pages/{id}',
  access: admins,
} as const;

export const adminCustomersBlock = {
  id: 'admin.customers.block',
  method: 'POST',
  path: '/admin/customers/{id}/block',
  access: staff,
} as const;
export const adminCustomersDetails = {
  id: 'admin.customers.details',
  method: 'GET',
  path: '/admin/customers/{id}',
  access: staff,
} as const;
export const adminCustomersList = {
  id: 'admin.customers.list',
  method: 'GET',
  path: '/admin/customers',
  access: staff,
} as const;
export const adminCustomersUnblock = {
  id: 'admin.customers.unblock',
  method: 'POST',
  path: '/admin/customers/{id}/unblock',
  access: staff,
} as const;
export const adminCustomersWallet = {
  id: 'admin.customers.wallet',
  method: 'GET',
  path: '/admin/customers/{id}/wallet',
  access: staff,
} as const;
export const adminCustomersWalletAdjust = {
  id: 'admin.customers.walletAdjust',
  method: 'POST',
  path: '/admin/customers/{id}/wallet',
  access: staff,
} as const;

export const adminDashboard = {
  id: 'admin.dashboard',
  method: 'GET',
  path: '/admin/dashboard',
  access: staff,
} as const;

export const adminDeliveryGet = {
  id: 'admin.delivery.get',
  method: 'GET',
  path: '/admin/delivery',
  access: admins,
} as const;
export const adminDeliveryUpdate = {
  id: 'admin.delivery.update',
  method: 'PUT',
  path: '/admin/delivery',
  access: admins,
} as const;

export const adminFaqCreate = { id: 'admin.faq.create', method: 'POST', path: '/admin/faq', access: admins } as const;
export const adminFaqDelete = {
  id: 'admin.faq.delete',
  method: 'DELETE',
  path: '/admin/faq/{id}',
  access: admins,
} as const;
export const adminFaqList = { id: 'admin.faq.list', method: 'GET', path: '/admin/faq', access: admins } as const;
export const adminFaqOrder = {
  id: 'admin.faq.order',
  method: 'PUT',
  path: '/admin/faq/order',
  access: admins,
} as const;
export const adminFaqUpdate = {
  id: 'admin.faq.update',
  method: 'PUT',
  path: '/admin/faq/{id}',
  access: admins,
} as const;

export const adminFeedbackHandled = {
  id: 'admin.feedback.handled',
  method: 'POST',
  path: '/admin/feedback/{id}/handled',
  access: staff,
} as const;
export const adminFeedbackList = {
  id: 'admin.feedback.list',
  method: 'GET',
  path: '/admin/feedback',
  access: staff,
} as const;

export const adminLandingsCreate = {
  id: 'admin.landings.create',
  method: 'POST',
  path: '/admin/landings',
  access: admins,
} as const;
export const adminLandingsDelete = {
  id: 'admin.landings.delete',
  method: 'DELETE',
  path: '/admin/landings/{id}',
  access: admins,
} as const;
export const adminLandingsGet = {
  id: 'admin.landings.get',
  method: 'GET',
  path: '/admin/landings/{id}',
  access: admins,
} as const;
export const adminLandingsList = {
  id: 'admin.landings.list',
  method: 'GET',
  path: '/admin/landings',
  access: admins,
} as const;
export const adminLandingsUpdate = {
  id: 'admin.landings.update',
  method: 'PUT',
  path: '/admin/landings/{id}',
  access: admins,
} as const;

export const adminPartnersApprove = {
  id: 'admin.partners.approve',
  method: 'POST',
  path: '/admin/partner-applications/{id}/approve',
  access: admins,
} as const;
export const adminPartnersGet = {
  id: 'admin.partners.get',
  method: 'GET',
  path: '/admin/partner-applications/{id}',
  access: admins,
} as const;
export const adminPartnersList = {
  id: 'admin.partners.list',
  method: 'GET',
  path: '/admin/partner-applications',
  access: admins,
} as const;
export const adminPartnersReject = {
  id: 'admin.partners.reject',
  method: 'POST',
  path: '/admin/partner-applications/{id}/reject',
  access: admins,
} as const;

export const adminPopupsCreate = {
  id: 'admin.popups.create',
  method: 'POST',
  path: '/admin/popups',
  access: admins,
} as const;
export const adminPopupsDelete = {
  id: 'admin.popups.delete',
  method: 'DELETE',
  path: '/admin/popups/{id}',
  access: admins,
} as const;
export const adminPopupsList = {
  id: 'admin.popups.list',
  method: 'GET',
  path: '/admin/popups',
  access: admins,
} as const;
export const adminPopupsUpdate = {
  id: 'admin.popups.update',
  method: 'PUT',
  path: '/admin/popups/{id}',
  access: admins,
} as const;

export const adminReferralTermsGet = {
  id: 'admin.referralTerms.get',
  method: 'GET',
  path: '/admin/referral-terms',
  access: admins,
} as const;
export const adminReferralTermsUpdate = {
  id: 'admin.referralTerms.update',
  method: 'PUT',
  path: '/admin/referral-terms',
  access: admins,
} as const;

export const adminRequestsList = {
  id: 'admin.requests.list',
  method: 'GET',
  path: '/admin/requests',
  access: staff,
} as const;
export const adminRequestsStatus = {
  id: 'admin.requests.status',
  method: 'POST',
  path: '/admin/requests/{id}/status',
  access: staff,
} as const;

export const adminReviewsHide = {
  id: 'admin.reviews.hide',
  method: 'POST',
  path: '/admin/reviews/{id}/hide',
  access: staff,
} as const;
export const adminReviewsList = {
  id: 'admin.reviews.list',
  method: 'GET',
  path: '/admin/reviews',
  access: staff,
} as const;
export const adminReviewsUnhide = {
  id: 'admin.reviews.unhide',
  method: 'POST',
  path: '/admin/reviews/{id}/unhide',
  access: staff,
} as const;

export const adminSellerTermsGet = {
  id: 'admin.sellerTerms.get',
  method: 'GET',
  path: '/admin/seller-terms',
  access: admins,
} as const;
export const adminSellerTermsUpdate = {
  id: 'admin.sellerTerms.update',
  method: 'PUT',
  path: '/admin/seller-terms',
  access: admins,
} as const;

export const adminSettingsGet = {
  id: 'admin.settings.get',
  method: 'GET',
  path: '/admin/settings',
  access: admins,
} as const;
export const adminSettingsUpdate = {
  id: 'admin.settings.update',
  method: 'PUT',
  path: '/admin/settings',
  access: admins,
} as const;

export const adminStaffGrant = {
  id: 'admin.staff.grant',
  method: 'POST',
  path: '/admin/staff',
  access: admins,
} as const;
export const adminStaffList = { id: 'admin.staff.list', method: 'GET', path: '/admin/staff', access: admins } as const;
export const adminStaffRole = {
  id: 'admin.staff.role',
  method: 'POST',
  path: '/admin/staff/{id}/role',
  access: admins,
} as const;
