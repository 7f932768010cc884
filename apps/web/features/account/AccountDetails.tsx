import type { User } from '@wb/contract';
import Link from 'next/link';
import { nationalMobile } from '@/lib/format';
import { AccountActions } from './AccountActions';

const roleNames: Record<User['user_type'], string> = {
  customer: 'زبون',
  pharmacist: 'صيدلية',
  influencer: 'مؤثّر (بائع)',
  staff: 'موظف المتجر',
  admin: 'مدير المتجر',
};

const sections = [
  { href: '/profile/orders', label: 'طلباتي' },
  { href: '/profile/wishlist', label: 'المفضلة' },
  { href: '/profile/address', label: 'العناوين' },
  { href: '/profile/wallet', label: 'المحفظة' },
  { href: '/profile/codes', label: 'أكواد الخصم' },
  // The referral programme (issue 15): customers only; sellers earn a commission instead.
  { href: '/profile/wonder-zone', label: 'وندر زون: ادعي صديقاتك', customersOnly: true },
];

/** The profile page's content: who the shopper is (from the API, not the cookie), the account sections, the actions. */
export function AccountDetails({ user }: { user: User }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['الاسم', user.name],
    [
      'رقم الهاتف',
      <bdi key="mobile" dir="ltr">
        {nationalMobile(user.mobile)}
      </bdi>,
    ],
    [
      'البريد الإلكتروني',
      user.email ? (
        <bdi key="email" dir="ltr">
          {user.email}
        </bdi>
      ) : (
        <span key="email" className="text-muted">
          لم يُضَف
        </span>
      ),
    ],
    ['نوع الحساب', roleNames[user.user_type]],
  ];
  if (user.referral_id) {
    rows.push([
      'رمز الإحالة',
      <bdi key="referral" dir="ltr" className="font-bold tracking-wider">
        {user.referral_id}
      </bdi>,
    ]);
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <header>
        <h1 className="text-xl font-bold text-ink md:text-2xl">حسابي</h1>
        <p className="mt-1 text-sm text-muted">أهلاً {user.name.split(/\s+/)[0]}، هذه بيانات حسابك في وندر بيوتي.</p>
      </header>

      <section aria-labelledby="account-details" className="rounded-card bg-white p-5 ring-1 ring-line md:p-6">
        <h2 id="account-details" className="mb-3 text-base font-bold text-ink">
          بيانات الحساب
        </h2>
        <dl className="divide-y divide-line">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <nav aria-label="أقسام الحساب" className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {sections
          .filter((section) => !section.customersOnly || user.user_type === 'customer')
          .map((section) => (
            <Link
              key={section.href}
              prefetch={false}
              href={section.href}
              // An odd one out at the end spans the row on a phone's two columns.
              className="grid min-h-14 place-items-center rounded-card bg-white px-3 text-sm font-medium text-brand-800 ring-1 ring-line last:odd:col-span-2 hover:bg-brand-50 md:last:odd:col-span-1"
            >
              {section.label}
            </Link>
          ))}
      </nav>

      <AccountActions />
    </div>
  );
}
