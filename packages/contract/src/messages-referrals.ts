/**
 * The referral programme's Arabic messages (issue 15, "وندر زون"), spread into the catalogue (messages.ts). Ours: the
 * spec names the page and shows none of its words. Shoppers are addressed in the feminine, as the store's other
 * shopper messages are.
 */
export const referralMessages = {
  referralCodeUnknown: 'رمز الدعوة غير صحيح. تأكدي منه أو اتركي الحقل فارغاً.',
  /** What the referrer sends her friend (WhatsApp or anywhere): `{amount}` is the friend's reward. */
  referralShareText:
    'جرّبي وندر بيوتي! سجّلي برابط دعوتي واحصلي على {amount} في محفظتك بعد وصول أول طلب لكِ: {url} (رمز الدعوة: {code})',
  referralShareTextNoAmount: 'جرّبي وندر بيوتي! سجّلي برابط دعوتي: {url} (رمز الدعوة: {code})',
  /** Her list shows a friend by her first name and the last two digits of her number. */
  referralDeletedFriend: 'حساب محذوف',
  referralNoticeTitle: 'مكافأة وندر زون',
  /** To the referrer, when her friend's first order is delivered (in the store; the SMS has its own words). */
  referralRewardReferrer: 'وصل أول طلب لصديقتك {friend}، وأضفنا {amount} إلى محفظتك. شكراً لأنك عرّفتِها بنا!',
  /** To the friend, with the same delivery. */
  referralRewardFriend: 'أهلاً بك في وندر بيوتي! أضفنا {amount} إلى محفظتك هدية دعوة {referrer}.',
  referralRewardSms: 'وندر بيوتي: وصل أول طلب لصديقتك {friend}، وأضفنا {amount} إلى محفظتك. شكراً لك!',
  /** The wallet entries' notes. */
  referralEntryReferrer: 'دعوة {friend}',
  referralEntryFriend: 'هدية التسجيل برمز دعوة',
  referralRecovered: 'خصم المتبقي من مكافأة دعوة لطلب مرتجع.',
  referralUnrecovered: 'بقي {amount} من مكافأة الدعوة لم يكفه الرصيد، ويُخصم من رصيدك القادم.',
  /** A code given with a number that had an account before: told in the store after she proves the number is hers. */
  referralNotEligibleTitle: 'رمز الدعوة',
  referralNotEligibleBody:
    'سعداء بعودتك! مكافأة الدعوة للأرقام التي تسجل في وندر بيوتي أول مرة، وهذا الرقم كان له حساب سابق.',
  referralTermsSaved: 'تم حفظ مبالغ برنامج الدعوة.',
} as const;
