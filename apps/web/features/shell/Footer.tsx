import type { GlobalSettings } from '@wb/contract';
import Link from 'next/link';
import { ClockIcon, MailIcon, PhoneIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { formatIqd } from '@/lib/format';
import { COOKIE_SETTINGS_ID } from './cookie-settings';

const storeLinks = [
  { href: '/products', label: 'كل المنتجات' },
  { href: '/categories', label: 'الأقسام' },
  { href: '/brands', label: 'الماركات' },
  { href: '/offer-page', label: 'العروض' },
  { href: '/free-products', label: 'المنتجات المجانية' },
  { href: '/collections/productsList', label: 'التشكيلات' },
];

const aboutLinks = [
  { href: '/about-us', label: 'من نحن' },
  { href: '/our-story', label: 'قصتنا' },
  { href: '/why-wonder', label: 'لماذا وندر؟' },
  { href: '/articles', label: 'نصائح ومقالات' },
  { href: '/faq', label: 'الأسئلة الشائعة' },
  { href: '/contact', label: 'تواصل معنا' },
];

const policyLinks = [
  { href: '/privacy-policy', label: 'سياسة الخصوصية' },
  { href: '/terms', label: 'الشروط والأحكام' },
  // Where a shopper changes or withdraws the cookie choice (spec §4: revoke clears it; the banner asks again).
  { href: `/privacy-policy#${COOKIE_SETTINGS_ID}`, label: 'إعدادات ملفات تعريف الارتباط' },
  { href: '/collections/guarantee', label: 'ضمان الأصالة والاسترجاع' },
];

/** Phone numbers are written left to right, so `+964 770 …` is not scrambled inside Arabic text. */
export function PhoneNumber({ value }: { value: string }) {
  const pretty = value.replace(/^\+964(\d{3})(\d{3})(\d{4})$/, '+964 $1 $2 $3');
  return (
    <a href={`tel:${value}`} dir="ltr" className="inline-block py-1 hover:text-brand-700">
      {pretty}
    </a>
  );
}

export function Footer({ settings }: { settings: GlobalSettings | null }) {
  return (
    <footer className="render-deferred mt-12 border-t border-line bg-white pb-20 [--deferred-height:55.25rem] md:pb-0 md:[--deferred-height:26.25rem]">
      {settings ? (
        <div className="border-b border-line bg-brand-50/60">
          <ul className="mx-auto grid max-w-7xl gap-3 px-4 py-4 text-sm text-ink sm:grid-cols-2">
            <li className="flex items-center gap-2">
              <TruckIcon className="text-brand-600" />
              توصيل مجاني للطلبات من {formatIqd(settings.free_delivery_threshold)} فأكثر
            </li>
            <li className="flex items-center gap-2">
              <ShieldIcon className="text-brand-600" />
              منتجات أصلية مضمونة من الوكلاء المعتمدين
            </li>
          </ul>
        </div>
      ) : null}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className="text-base font-bold text-brand-800">{settings?.store_name ?? 'وندر بيوتي'}</h2>
          <p className="mt-2 text-sm leading-7 text-muted">
            متجرك العراقي لمنتجات العناية والتجميل والصيدلية، أصلية ومضمونة، بالدينار العراقي وتوصيل إلى كل المحافظات.
          </p>
        </section>
        <FooterLinks title="تسوّق" links={storeLinks} />
        <FooterLinks title="عن المتجر" links={[...aboutLinks, ...policyLinks]} />
        <section>
          <h2 className="text-base font-bold text-ink">تواصل معنا</h2>
          {settings ? (
            <ul className="mt-2 space-y-1 text-sm text-muted">
              <li className="flex items-center gap-2">
                <PhoneIcon size={18} />
                <PhoneNumber value={settings.support_phone} />
              </li>
              <li className="flex items-center gap-2">
                <MailIcon size={18} />
                <a href={`mailto:${settings.support_email}`} className="inline-block py-1 hover:text-brand-700">
                  {settings.support_email}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <ClockIcon size={18} />
                {settings.working_hours}
              </li>
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">
              <Link prefetch={false} href="/contact" className="hover:text-brand-700">
                صفحة التواصل
              </Link>
            </p>
          )}
          {settings ? <SocialLinks social={settings.social} /> : null}
        </section>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-xs text-muted">
        © {new Date().getFullYear()} وندر بيوتي. جميع الحقوق محفوظة.
      </p>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: Array<{ href: string; label: string }> }) {
  return (
    <section>
      <h2 className="text-base font-bold text-ink">{title}</h2>
      <ul className="mt-1 grid grid-cols-2 gap-x-4 text-sm text-muted sm:grid-cols-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link prefetch={false} href={link.href} className="inline-block py-2 hover:text-brand-700 sm:py-1">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const socialNames: Record<keyof GlobalSettings['social'], string> = {
  instagram: 'إنستغرام',
  facebook: 'فيسبوك',
  tiktok: 'تيك توك',
  whatsapp: 'واتساب',
};

export function SocialLinks({ social }: { social: GlobalSettings['social'] }) {
  const entries = (Object.keys(socialNames) as Array<keyof typeof socialNames>).filter((key) => social[key]);
  if (entries.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {entries.map((key) => (
        <li key={key}>
          <a
            href={social[key] ?? '#'}
            target="_blank"
            rel="noopener noreferrer"
            className="grid min-h-10 place-items-center rounded-full bg-brand-50 px-4 text-xs font-medium text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
          >
            {socialNames[key]}
          </a>
        </li>
      ))}
    </ul>
  );
}
