/**
 * The partner programme's and the store feedback's Arabic messages (issue 15), spread into the catalogue (messages.ts).
 * Ours: the spec names /partner and /profile/help_us without their words.
 */
export const partnerApplied =
  'وصلنا طلبك للانضمام إلى شركاء وندر بيوتي. سنراجعه خلال أيام ونبلغك بالنتيجة برسالة وفي إشعاراتك.';
export const partnerWithdrawn = 'تم سحب طلب الانضمام.';
export const partnerAlreadyOpen = 'لديك طلب انضمام قيد المراجعة. سنبلغك بالنتيجة قريباً، أو اسحبه لتقديم طلب جديد.';
export const partnerAlreadySeller = 'حسابك حساب شريك بالفعل، ولا حاجة إلى طلب جديد.';
export const partnerStaffAccount = 'حسابات فريق المتجر لا تنضم إلى برنامج الشركاء.';
export const partnerNotFound = 'طلب الانضمام غير موجود.';
export const partnerNotPending = 'تمت مراجعة هذا الطلب من قبل، فلا يمكن تغييره.';
export const partnerAccountBlocked = 'هذا الحساب محظور، فلا يمكن قبوله شريكاً. ارفع الحظر عنه أولاً إن كان ذلك مقصوداً.';
export const partnerAccountChanged = 'تغيّر نوع هذا الحساب منذ تقديم الطلب ({type})، فلا يمكن قبوله.';
export const partnerLinksRequired =
  'أضف رابط حساب واحد على الأقل: إنستغرام أو تيك توك أو فيسبوك أو سناب شات أو يوتيوب.';
export const partnerLinkInvalid = 'اكتب رابط حسابك على {platform} كاملاً، مثل {example}';
export const partnerPharmacyRequired = 'اكتب اسم الصيدلية.';
export const partnerLicenceRequired = 'اكتب رقم إجازة ممارسة المهنة للصيدلية.';
export const partnerLicenceFormat = 'رقم الإجازة من 3 إلى 30 حرفاً وفيه رقم واحد على الأقل.';
export const partnerApproved = 'تم قبول الطلب، وأصبح الحساب حساب {role}.';
export const partnerRejected = 'تم رفض الطلب، وأُبلغ صاحبه بالسبب.';
export const partnerApprovedTitle = 'مرحباً بك في شركاء وندر بيوتي';
export const partnerApprovedBody = 'قُبل طلبك للانضمام ك{role}. افتح مساحة البائعين لإنشاء سلاتك والطلب لزبائنك.';
export const partnerRejectedTitle = 'بخصوص طلب الانضمام إلى الشركاء';
export const partnerRejectedBody = 'نعتذر، لم نتمكن من قبول طلبك الآن. السبب: {reason}';
export const partnerApprovedSms =
  'وندر بيوتي: مبروك! قُبل طلبك للانضمام إلى شركائنا ك{role}. مساحة البائعين الخاصة بك: {url}';
export const partnerRejectedSms = 'وندر بيوتي: نعتذر، لم نتمكن من قبول طلب انضمامك إلى الشركاء الآن. السبب: {reason}';
// Rate the store.
export const feedbackSent = 'شكراً لك! وصل تقييمك، وسنعمل على ما اقترحته.';
export const feedbackTooMany = 'أرسلت {max} تقييمات خلال يوم. يمكنك إرسال المزيد غداً، شكراً لاهتمامك.';
export const feedbackNotFound = 'التقييم غير موجود.';
export const feedbackAlreadyHandled = 'تمت معالجة هذا التقييم من قبل.';
export const feedbackHandled = 'تم تعليم التقييم كمُعالَج.';

/** Arabic names of the partner and feedback fields, for validation messages; part of `fieldLabels`. */
export const partnerFieldLabels: Record<string, string> = {
  partner_type: 'نوع الشراكة',
  social_links: 'روابط الحسابات',
  instagram: 'رابط إنستغرام',
  tiktok: 'رابط تيك توك',
  facebook: 'رابط فيسبوك',
  snapchat: 'رابط سناب شات',
  youtube: 'رابط يوتيوب',
  followers: 'عدد المتابعين',
  pharmacy_name: 'اسم الصيدلية',
  licence_number: 'رقم الإجازة',
  topic: 'الموضوع',
  handled: 'الحالة',
};
