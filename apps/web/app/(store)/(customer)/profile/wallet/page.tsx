import { wallet } from '@wb/contract';
import type { Metadata } from 'next';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { ReadFailed } from '@/components/ui/ReadFailed';
import { SessionDataBoundary } from '@/features/session-data/SessionDataBoundary';
import { WalletView } from '@/features/wallet/WalletView';
import { WALLET_PAGE_SIZE, walletKeys, walletPageHref } from '@/features/wallet/wallet-queries';
import { apiCall } from '@/lib/api';
import { pageParam, type SearchParams } from '@/lib/search-params';
import { readSignedIn } from '@/lib/server/signed-in';

export const metadata: Metadata = { title: 'المحفظة' };

type Props = { searchParams: Promise<SearchParams> };

/**
 * /profile/wallet (spec §2). The wallet is a customer's (the API answers a seller 403): a seller is told so plainly.
 * Rendered on the server with the balance and the page of history asked for.
 */
export default async function WalletPage({ searchParams }: Props) {
  const page = pageParam((await searchParams).page);
  const read = await readSignedIn(
    walletPageHref(page),
    async (headers) =>
      (await apiCall(wallet.walletRoute, { query: { page, limit: WALLET_PAGE_SIZE } }, { headers })).data,
  );
  if (!read.ok) {
    return (
      <ReadFailed
        page
        error={read.error}
        title="تعذر تحميل محفظتك"
        fallback="حدث خطأ أثناء تحميل محفظتك."
        forbidden={{
          title: 'المحفظة لحسابات الزبائن',
          description: 'حسابك حساب بائع، والمحفظة ورصيدها لحسابات الزبائن فقط.',
        }}
      />
    );
  }
  return (
    <Container narrow className="pb-10 md:pb-14">
      <Breadcrumbs items={[{ label: 'حسابي', href: '/profile' }, { label: 'المحفظة' }]} />
      <PageTitle title="المحفظة" />
      <SessionDataBoundary seeds={[[walletKeys.page(page), read.data]]}>
        <WalletView page={page} />
      </SessionDataBoundary>
    </Container>
  );
}
