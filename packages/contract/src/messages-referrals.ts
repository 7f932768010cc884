/**
 * The referral programme's Arabic messages (issue 15, "وندر زون"), spread into the catalogue (messages.ts). Ours: the
 * spec names the page and shows none of its words. Shoppers are addressed in the feminine, as the store's other
 * shopper messages are.
 */
export const referralCodeUnknown = 'رمز الدعوة غير صحيح. تأكدي منه أو اتركي الحقل فارغاً.';
/** What the referrer sends her friend (WhatsApp or anywhere): `{amount}` is the friend's reward. */
export const referralShareText =
  'جرّبي وندر بيوتي! سجّلي برابط دعوتي واحصلي على {amount} في محفظتك بعد وصول أول طلب لكِ: {url} (رمز الدعوة: {code})';
export const referralShareTextNoAmount = 'جرّبي وندر بيوتي! سجّلي برابط دعوتي: {url} (رمز الدعوة: {code})';
/** Her list shows a friend by her first name and the last two digits of her number. */
export const referralDeletedFriend = 'حساب محذوف';
export const referralNoticeTitle = 'مكافأة وندر زون';
/** To the referrer, when her friend's first order is delivered (in the store; the SMS has its own words). */
export const referralRewardReferrer = 'وصل أول طلب لصديقتك {friend}، وأضفنا {amount} إلى محفظتك. شكراً لأنك عرّفتِها بنا!';
/** To the friend, with the same delivery. */
export const referralRewardFriend = 'أهلاً بك في وندر بيوتي! أضفنا {amount} إلى محفظتك هدية دعوة {referrer}.';
export const referralRewardSms = 'وندر بيوتي: وصل أول طلب لصديقتك {friend}، وأضفنا {amount} إلى محفظتك. شكراً لك!';
/** The wallet entries' notes. */
export const referralEntryReferrer = 'دعوة {friend}';
export const referralEntryFriend = 'هدية التسجيل برمز دعوة';
export const referralRecovered = 'خصم المتبقي من مكافأة دعوة لطلب مرتجع.';
export const referralUnrecovered = 'بقي {amount} من مكافأة الدعوة لم يكفه الرصيد، ويُخصم من رصيدك القادم.';
/** A code given with a number that had an account before: told in the store after she proves the number is hers. */
export const referralNotEligibleTitle = 'رمز الدعوة';
export const referralNotEligibleBody =
  'سعداء بعودتك! مكافأة الدعوة للأرقام التي تسجل في وندر بيوتي أول مرة، وهذا الرقم كان له حساب سابق.';
export const referralTermsSaved = 'تم حفظ مبالغ برنامج الدعوة.';
