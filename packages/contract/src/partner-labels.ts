/**
 * The partner programme's and the store feedback's names and one rule (issue 15), free of zod so the store's pages
 * import them as `@wb/contract/partner-labels` without the schemas: statuses, platforms and topics as people read
 * them, and what counts as a link to an influencer's account.
 */
export const partnerStatuses = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type PartnerStatus = (typeof partnerStatuses)[number];

export const partnerStatusLabels: Record<PartnerStatus, string> = {
  pending: 'قيد المراجعة',
  approved: 'مقبول',
  rejected: 'مرفوض',
  withdrawn: 'مسحوب',
};

/** The platforms an influencer's accounts may be on, and the hosts a link to each may have (any subdomain of them). */
export const socialPlatforms = ['instagram', 'tiktok', 'facebook', 'snapchat', 'youtube'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

export const socialPlatformLabels: Record<SocialPlatform, string> = {
  instagram: 'إنستغرام',
  tiktok: 'تيك توك',
  facebook: 'فيسبوك',
  snapchat: 'سناب شات',
  youtube: 'يوتيوب',
};

const platformHosts: Record<SocialPlatform, readonly string[]> = {
  instagram: ['instagram.com', 'instagr.am'],
  tiktok: ['tiktok.com'],
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  snapchat: ['snapchat.com'],
  youtube: ['youtube.com', 'youtu.be'],
};

/**
 * A link to an account on `platform`, as the desk will open it: https, on the platform's own host (or a subdomain:
 * www., m., vm.), with a path (a profile, not the platform's home page), no credentials. Typed without a scheme
 * ("instagram.com/reem") it is read as https. Null when it is not such a link.
 */
export function socialLinkUrl(platform: SocialPlatform, typed: string): string | null {
  const trimmed = typed.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (!platformHosts[platform].some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) return null;
  if (url.pathname.replace(/\/+/g, '/') === '/') return null;
  return url.href;
}

export const feedbackTopics = ['products', 'prices', 'delivery', 'website', 'service', 'other'] as const;

export const feedbackTopicLabels: Record<(typeof feedbackTopics)[number], string> = {
  products: 'المنتجات وتنوعها',
  prices: 'الأسعار والعروض',
  delivery: 'التوصيل',
  website: 'الموقع وسهولة الطلب',
  service: 'خدمة الزبائن',
  other: 'شيء آخر',
};
