import { addresses } from '@wb/contract';
import type { Metadata } from 'next';
import { Container, PageTitle } from '@/components/ui/layout';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { AddressBook } from '@/features/addresses/AddressBook';
import { addressKeys } from '@/features/addresses/address-queries';
import { SessionDataBoundary } from '@/features/session-data/SessionDataBoundary';
import { apiCall } from '@/lib/api';
import { getCities } from '@/lib/server/catalog';
import { readSignedIn } from '@/lib/server/signed-in';

export const metadata: Metadata = { title: 'العناوين' };

/**
 * /profile/address (spec §2; the route guard lets every signed-in role into /profile). Saved addresses are the
 * customer's (spec §6): sellers keep contacts or searchable addresses instead, which their own pages will hold.
 * Rendered on the server with the list and the governorates (a public list, cached 5 minutes).
 */
export default async function AddressesPage() {
  const [list, cities] = await Promise.all([
    readSignedIn(
      '/profile/address',
      async (headers) => (await apiCall(addresses.addressesRoute, {}, { headers })).data,
    ),
    getCities().catch(() => []),
  ]);
  if (!list.ok) {
    return (
      <ReadFailed
        page
        error={list.error}
        title="تعذر تحميل عناوينك"
        fallback="حدث خطأ أثناء تحميل عناوينك."
        forbidden={{
          title: 'العناوين المحفوظة لحسابات الزبائن',
          description: 'حسابك حساب بائع: عناوين زبائنك تُدار من سلال البائعين، وستتوفر في حسابك قريباً.',
        }}
      />
    );
  }
  return (
    <Container className="py-6 md:py-10">
      <PageTitle title="العناوين" subtitle="عنوان التوصيل النشط هو الذي يصل إليه طلبك القادم." />
      <SessionDataBoundary seeds={[[addressKeys.all, list.data]]}>
        <AddressBook cities={cities.map((city) => ({ id: city.id, name: city.name }))} />
      </SessionDataBoundary>
    </Container>
  );
}
