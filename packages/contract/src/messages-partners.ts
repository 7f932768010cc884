/**
 * The partner programme's and the store feedback's Arabic messages (issue 15), spread into the catalogue (messages.ts).
 * Ours: the spec names /partner and /profile/help_us without their words.
 */
export const partnerMessages = {
  partnerApplied: 'وصلنا طلبك للانضمام إلى شركاء وندر بيوتي. سنراجعه خلال أيام ونبلغك بالنتيجة برسالة وفي إشعاراتك.',
  partnerWithdrawn: 'تم سحب طلب الانضمام.',
  partnerAlreadyOpen: 'لديك طلب انضمام قيد المراجعة. سنبلغك بالنتيجة قريباً، أو اسحبه لتقديم طلب جديد.',
  partnerAlreadySeller: 'حسابك حساب شريك بالفعل، ولا حاجة إلى طلب جديد.',
  partnerStaffAccount: 'حسابات فريق المتجر لا تنضم إلى برنامج الشركاء.',
  partnerNotFound: 'طلب الانضمام غير موجود.',
  partnerNotPending: 'تمت مراجعة هذا الطلب من قبل، فلا يمكن تغييره.',
  partnerAccountBlocked: 'هذا الحساب محظور، فلا يمكن قبوله شريكاً. ارفع الحظر عنه أولاً إن كان ذلك مقصوداً.',
  partnerAccountChanged: 'تغيّر نوع هذا الحساب منذ تقديم الطلب ({type})، فلا يمكن قبوله.',
  partnerLinksRequired: 'أضف رابط حساب واحد على الأقل: إنستغرام أو تيك توك أو فيسبوك أو سناب شات أو يوتيوب.',
  partnerLinkInvalid: 'اكتب رابط حسابك على {platform} كاملاً، مثل {example}',
  partnerPharmacyRequired: 'اكتب اسم الصيدلية.',
  partnerLicenceRequired: 'اكتب رقم إجازة ممارسة المهنة للصيدلية.',
  partnerLicenceFormat: 'رقم الإجازة من 3 إلى 30 حرفاً وفيه رقم واحد على الأقل.',
  partnerApproved: 'تم قبول الطلب، وأصبح الحساب حساب {role}.',
  partnerRejected: 'تم رفض الطلب، وأُبلغ صاحبه بالسبب.',
  partnerApprovedTitle: 'مرحباً بك في شركاء وندر بيوتي',
  partnerApprovedBody: 'قُبل طلبك للانضمام ك{role}. افتح مساحة البائعين لإنشاء سلاتك والطلب لزبائنك.',
  partnerRejectedTitle: 'بخصوص طلب الانضمام إلى الشركاء',
  partnerRejectedBody: 'نعتذر، لم نتمكن من قبول طلبك الآن. السبب: {reason}',
  partnerApprovedSms: 'وندر بيوتي: مبروك! قُبل طلبك للانضمام إلى شركائنا ك{role}. مساحة البائعين الخاصة بك: {url}',
  partnerRejectedSms: 'وندر بيوتي: نعتذر، لم نتمكن من قبول طلب انضمامك إلى الشركاء الآن. السبب: {reason}',
  // Rate the store.
  feedbackSent: 'شكراً لك! وصل تقييمك، وسنعمل على ما اقترحته.',
  feedbackTooMany: 'أرسلت {max} تقييمات خلال يوم. يمكنك إرسال المزيد غداً، شكراً لاهتمامك.',
  feedbackNotFound: 'التقييم غير موجود.',
  feedbackAlreadyHandled: 'تمت معالجة هذا التقييم من قبل.',
  feedbackHandled: 'تم تعليم التقييم كمُعالَج.',
} as const;

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
