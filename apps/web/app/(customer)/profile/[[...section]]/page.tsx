import type { Metadata } from 'next';
import { ComingSoonPage } from '@/components/ui/layout';

/** /profile and its sections (orders, wishlist, wallet, addresses, …): each arrives with its own issue. */
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
  const title = (first && sections[first]) || 'حسابي';
  return (
    <ComingSoonPage
      title={title}
      description="صفحات الحساب (الطلبات والمفضلة والمحفظة والعناوين) ستتوفر قريباً مع تسجيل الدخول برقم الهاتف."
    />
  );
}
