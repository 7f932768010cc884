import { StatusPage } from '@/components/ui/StatusPage';
import { ApiError } from '@/lib/api';

/** What the notices' pages say when their server read failed: a staff account has none; otherwise the reason. */
export function NoticeReadFailed({ error, what }: { error: unknown; what: string }) {
  if (error instanceof ApiError && error.code === 'auth.forbidden') {
    return (
      <StatusPage
        code="!"
        title="هذه الصفحة لحسابات المتسوقين"
        description="حسابك حساب موظف، والإشعارات وتنبيهات التوفر لحسابات المتسوقين."
      />
    );
  }
  return (
    <StatusPage
      code="!"
      title={`تعذر تحميل ${what}`}
      description={error instanceof ApiError && error.message ? error.message : 'حدث خطأ أثناء التحميل. حاول مرة أخرى.'}
    />
  );
}
