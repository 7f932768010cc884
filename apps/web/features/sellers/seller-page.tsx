import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { Container, PageTitle } from '@/components/ui/layout';
import { getCities } from '@/lib/server/catalog';
import { readSession } from '@/lib/server/session';
import { SessionDataProvider } from '../session-data/SessionDataProvider';
import { SellerArea } from './SellerArea';
import { isSellerRole, SELLER_SECTIONS, type SellerSection } from './seller-model';

/**
 * One page for /influencer/[[...section]] and /pharmacists/[[...section]] (spec §2; `proxy.ts` lets only the roles of
 * the table in). What the page offers follows the account's role: a pharmacist on /influencer works with addresses.
 */
export async function SellerPage({
  base,
  title,
  params,
  searchParams,
}: {
  base: '/influencer' | '/pharmacists';
  title: string;
  params: Promise<{ section?: string[] }>;
  searchParams: Promise<{ page?: string }>;
}) {
  const [{ section = [] }, query, cookieStore, cities] = await Promise.all([
    params,
    searchParams,
    cookies(),
    getCities().catch(() => []),
  ]);
  const name = section.join('/');
  const known = SELLER_SECTIONS.find(([key]) => key === name);
  if (!known) notFound();
  const role = readSession(cookieStore).user?.user_type ?? null;
  const sellerRole = isSellerRole(role) ? role : base === '/influencer' ? 'influencer' : 'pharmacist';
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  return (
    <Container className="py-6 md:py-10">
      <PageTitle
        title={title}
        subtitle="جهّز سلة لكل زبون، اختر المستلم، وضع الطلب باسمه: يدفع عند الاستلام وتُضاف عمولتك عند التسليم."
      />
      <SessionDataProvider>
        <SellerArea
          role={sellerRole}
          base={base}
          section={known[0] as SellerSection}
          page={page}
          cities={cities.map((city) => ({ id: city.id, name: city.name }))}
        />
      </SessionDataProvider>
    </Container>
  );
}
