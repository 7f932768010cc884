import type { Metadata } from 'next';
import { ClockIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { ContentPage } from '@/components/ui/Prose';
import { PhoneNumber, SocialLinks } from '@/features/shell/Footer';
import { getSettings } from '@/lib/server/catalog';

export const metadata: Metadata = {
  title: 'تواصل معنا',
  description: 'تواصل مع فريق وندر بيوتي عبر الهاتف أو واتساب أو البريد الإلكتروني، يومياً من 10 صباحاً إلى 10 مساءً.',
  alternates: { canonical: '/contact' },
};

export default async function ContactPage() {
  const settings = await getSettings().catch(() => null);
  return (
    <ContentPage title="تواصل معنا" lead="فريقنا، ومعه صيادلة، جاهز للإجابة عن أسئلتك حول المنتجات والطلبات.">
      {settings ? (
        <>
          <ul className="ms-0! grid list-none! gap-3 sm:grid-cols-3">
            <li className="ms-0! rounded-2xl bg-brand-50/70 p-4">
              <PhoneIcon className="text-brand-600" />
              <p className="mt-2 text-sm font-bold">الهاتف وواتساب</p>
              <PhoneNumber value={settings.support_phone} />
            </li>
            <li className="ms-0! rounded-2xl bg-brand-50/70 p-4">
              <MailIcon className="text-brand-600" />
              <p className="mt-2 text-sm font-bold">البريد الإلكتروني</p>
              <a href={`mailto:${settings.support_email}`} className="inline-block py-1 text-sm break-all">
                {settings.support_email}
              </a>
            </li>
            <li className="ms-0! rounded-2xl bg-brand-50/70 p-4">
              <ClockIcon className="text-brand-600" />
              <p className="mt-2 text-sm font-bold">أوقات العمل</p>
              <p className="text-sm">{settings.working_hours}</p>
            </li>
          </ul>
          <SocialLinks social={settings.social} />
        </>
      ) : (
        <p>تعذّر تحميل معلومات التواصل الآن. يرجى المحاولة بعد قليل.</p>
      )}
      <h2>قبل أن تراسلنا</h2>
      <p>
        جهّز رقم طلبك إن كان سؤالك عن طلب قائم، وصورة المنتج إن كان عن منتج وصلك. ستجد أيضاً إجابات سريعة في صفحة الأسئلة
        الشائعة.
      </p>
    </ContentPage>
  );
}
