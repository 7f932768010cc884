/**
 * The partner programme's and the store feedback's messages the web shows itself (issue 15), verbatim copies of
 * `@wb/contract` messages kept apart so no other page's first load carries them; `client-messages.test.ts` fails if
 * one drifts.
 */
export const partnerMessages = {
  partnerApplied: 'وصلنا طلبك للانضمام إلى شركاء وندر بيوتي. سنراجعه خلال أيام ونبلغك بالنتيجة برسالة وفي إشعاراتك.',
  partnerWithdrawn: 'تم سحب طلب الانضمام.',
  feedbackSent: 'شكراً لك! وصل تقييمك، وسنعمل على ما اقترحته.',
} as const;
