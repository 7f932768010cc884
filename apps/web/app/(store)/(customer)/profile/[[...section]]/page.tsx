import type { Metadata } from 'next';
import { ComingSoonPage, Container } from '@/components/ui/layout';
import { StatusPage } from '@/components/ui/StatusPage';
import { AccountDetails } from '@/features/account/AccountDetails';
import { ApiError } from '@/lib/api';
import { fetchProfile } from '@/lib/server/auth-api';
import { readSignedIn } from '@/lib/server/signed-in';

/**
 * /profile and its sections still to come: they arrive with their own issues. /profile/address, /profile/orders,
 * /profile/wallet, /profile/codes, /profile/wishlist, /profile/notification, /profile/out-of-stock-products,
 * /profile/subscription, /profile/help_us and /profile/wonder-zone have their own pages beside this one (a specific route wins over this
 * catch-all).
 */
const sections: Record<string, string> = {
  help_us: 'ساعدنا',
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
        description="هذا القسم من حسابك سيتوفر قريباً. طلباتك ومحفظتك وعناوينك ومفضلتك متاحة الآن من صفحة حسابي."
      />
    );
  }
  return (
    <Container className="py-8 md:py-12">
      <Account />
    </Container>
  );
}

/** The account as the API knows it, read with the session's token (`readSignedIn` renews a refused one). */
async function Account() {
  const profile = await readSignedIn('/profile', (headers) => fetchProfile(headers));
  if (profile.ok) return <AccountDetails user={profile.data} />;
  const { error } = profile;
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
