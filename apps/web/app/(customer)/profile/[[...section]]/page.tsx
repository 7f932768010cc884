import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { ComingSoonPage, Container } from '@/components/ui/layout';
import { StatusPage } from '@/components/ui/StatusPage';
import { AccountDetails } from '@/features/account/AccountDetails';
import { ApiError } from '@/lib/api';
import { loginPath } from '@/lib/safe-redirect';
import { fetchProfile } from '@/lib/server/auth-api';
import { clientHeaders } from '@/lib/server/client-headers';
import { readSession } from '@/lib/server/session';

/** /profile and its sections (orders, wishlist, wallet, addresses, …): the sections arrive with their own issues. */
const sections: Record<string, string> = {
  orders: 'طلباتي',
  wishlist: 'المفضلة',
  'out-of-stock-products': 'تنبيهات التوفر',
  wallet: 'المحفظة',
  codes: 'أكواد الخصم',
  notification: 'الإشعارات',
  address: 'العناوين',
  'wonder-zone': 'وندر زون',
  help_us: 'ساعدنا',
  subscription: 'الاشتراك',
};

type Props = { params: Promise<{ section?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const first = (await params).section?.[0];
  return { title: (first && sections[first]) || 'حسابي' };
}

export default async function ProfilePage({ params }: Props) {
  const first = (await params).section?.[0];
  if (first) {
    return (
      <ComingSoonPage
        title={sections[first] || 'حسابي'}
        description="صفحات الحساب (الطلبات والمفضلة والمحفظة والعناوين) ستتوفر قريباً."
      />
    );
  }
  return (
    <Container className="py-8 md:py-12">
      <Account />
    </Container>
  );
}

/** The account as the API knows it, read with the session's token (`proxy.ts` has renewed it if it had expired). */
async function Account() {
  const { accessToken } = readSession(await cookies());
  if (!accessToken) redirect(loginPath('/profile'));
  try {
    return <AccountDetails user={await fetchProfile(accessToken, clientHeaders(await headers()))} />;
  } catch (error) {
    // The token was refused (the session was ended elsewhere): one forced refresh, else /auth (spec §4).
    if (error instanceof ApiError && error.status === 401) redirect('/api/session/renew?next=%2Fprofile');
    return (
      <StatusPage
        code="!"
        title="تعذر تحميل بيانات حسابك"
        description={
          error instanceof ApiError && error.isNetworkError
            ? error.message
            : 'حدث خطأ أثناء تحميل بيانات حسابك. حاول مرة أخرى بعد قليل.'
        }
      />
    );
  }
}
