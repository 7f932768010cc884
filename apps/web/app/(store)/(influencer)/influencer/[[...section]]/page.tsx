import type { Metadata } from 'next';
import { SellerPage } from '@/features/sellers/seller-page';

export const metadata: Metadata = { title: 'صفحة المؤثرة' };

/** /influencer and its sections (carts, orders, earnings, shares): spec §2, influencers and pharmacists. */
export default function InfluencerPage(props: {
  params: Promise<{ section?: string[] }>;
  searchParams: Promise<{ page?: string }>;
}) {
  return <SellerPage base="/influencer" title="صفحة المؤثرة" {...props} />;
}
