import type { Metadata } from 'next';
import { SellerPage } from '@/features/sellers/seller-page';

export const metadata: Metadata = { title: 'صفحة الصيدلاني' };

/** /pharmacists and its sections (carts, orders, earnings, shares): spec §2, pharmacists. */
export default function PharmacistPage(props: {
  params: Promise<{ section?: string[] }>;
  searchParams: Promise<{ page?: string }>;
}) {
  return <SellerPage base="/pharmacists" title="صفحة الصيدلاني" {...props} />;
}
