import { ServerReadFailed } from '@/features/session-data/ServerReadFailed';

/** What the notices' pages say when their server read failed: a staff account has none; otherwise the reason. */
export function NoticeReadFailed({ error, what }: { error: unknown; what: string }) {
  return (
    <ServerReadFailed
      error={error}
      title={`تعذر تحميل ${what}`}
      fallback="حدث خطأ أثناء التحميل. حاول مرة أخرى."
      forbidden={{
        title: 'هذه الصفحة لحسابات المتسوقين',
        description: 'حسابك حساب موظف، والإشعارات وتنبيهات التوفر لحسابات المتسوقين.',
      }}
    />
  );
}
