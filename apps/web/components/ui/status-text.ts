/** Titles and texts of the status pages (404, 401, 403, 500 and the error boundary). No JSX: the error boundary,
 * which ships on every page, takes its words from here without the page layout. */
export const statusText = {
  notFound: {
    code: '404',
    title: 'الصفحة غير موجودة',
    description: 'ربما تغيّر الرابط أو لم يعد المنتج متوفراً في متجرنا. جرّب البحث أو تصفح الأقسام.',
  },
  unauthorized: {
    code: '401',
    title: 'يجب تسجيل الدخول',
    description: 'هذه الصفحة لأصحاب الحسابات. سجّل الدخول برقم هاتفك للمتابعة.',
  },
  forbidden: {
    code: '403',
    title: 'هذه الصفحة ليست لنوع حسابك',
    description:
      'أنت مسجّل الدخول، لكن هذه الصفحة مخصصة لنوع آخر من الحسابات (الزبائن أو الصيدليات أو المؤثرين). إن كنت تظن أن في الأمر خطأً فتواصل معنا.',
  },
  serverError: {
    code: '500',
    title: 'حدث خطأ غير متوقع',
    description: 'واجهنا مشكلة في عرض هذه الصفحة. حاول مرة أخرى بعد قليل، وإذا تكررت المشكلة تواصل معنا.',
  },
} as const;
