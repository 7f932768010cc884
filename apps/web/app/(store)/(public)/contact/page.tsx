import { ClockIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { ContentPageView, contentPageMetadata } from '@/features/content/ContentPageView';
import { PhoneNumber, SocialLinks } from '@/features/shell/Footer';
import { getSettings } from '@/lib/server/catalog';

/** Written in the staff desk, read with `page(id:)`; the ways to reach us come from the store's settings. */
export const generateMetadata = () => contentPageMetadata('contact');

export default async function ContactPage() {
  const settings = await getSettings().catch(() => null);
  return (
    <ContentPageView handle="contact">
      <h2>طرق التواصل</h2>
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
    </ContentPageView>
  );
}
