import { wallet } from '@wb/contract';
import type { Metadata } from 'next';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { SessionDataBoundary } from '@/features/session-data/SessionDataBoundary';
import { CodesList } from '@/features/wallet/CodesList';
import { codeKeys } from '@/features/wallet/wallet-queries';
import { apiCall } from '@/lib/api';
import { readSignedIn } from '@/lib/server/signed-in';

export const metadata: Metadata = { title: 'أكواد الخصم' };

/**
 * /profile/codes (spec §2): the discount codes the customer may use now. Codes are for the customer's checkout (the
 * API answers a seller 403): a seller is told so plainly.
 */
export default async function CodesPage() {
  const read = await readSignedIn(
    '/profile/codes',
    async (headers) => (await apiCall(wallet.openCodesRoute, {}, { headers })).data,
  );
  if (!read.ok) {
    return (
      <ReadFailed
        page
        error={read.error}
        title="تعذر تحميل أكواد الخصم"
        fallback="حدث خطأ أثناء تحميل أكواد الخصم."
        forbidden={{
          title: 'أكواد الخصم لحسابات الزبائن',
          description: 'حسابك حساب بائع، وأكواد الخصم هذه تُستخدم في طلبات الزبائن فقط.',
        }}
      />
    );
  }
  return (
    <Container className="pb-10 md:pb-14">
      <Breadcrumbs items={[{ label: 'حسابي', href: '/profile' }, { label: 'أكواد الخصم' }]} />
      <PageTitle title="أكواد الخصم" subtitle="انسخ الكود واكتبه في صفحة إتمام الطلب." />
      <SessionDataBoundary seeds={[[codeKeys.all, read.data]]}>
        <CodesList />
      </SessionDataBoundary>
    </Container>
  );
}
