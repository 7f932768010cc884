import { wishlist } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs, Container, PageTitle } from '@/components/ui/layout';
import { StatusPage } from '@/components/ui/StatusPage';
import { SessionDataBoundary } from '@/features/session-data/SessionDataBoundary';
import { WishlistView } from '@/features/wishlist/WishlistView';
import { WISHLIST_PAGE_SIZE, wishlistHref, wishlistKeys } from '@/features/wishlist/wishlist-queries';
import { ApiError, apiCall } from '@/lib/api';
import { intParam, pageParam, type SearchParams } from '@/lib/search-params';
import { readSignedIn } from '@/lib/server/signed-in';

export const metadata: Metadata = { title: 'المفضلة' };

type Props = { searchParams: Promise<SearchParams> };

/**
 * /profile/wishlist (spec §2, issue 13): the saved products, 30 a page (spec §9), newest first, with the named lists
 * as chips above them (`?list=ID`). Read on the server with the lists; the page's cache is seeded with both, and with
 * the wishlisted variant ids, so the hearts elsewhere need no read of their own.
 */
export default async function WishlistPage({ searchParams }: Props) {
  const params = await searchParams;
  const page = pageParam(params.page);
  const list = intParam(params.list) ?? null;
  const read = await readSignedIn(wishlistHref(list, page), async (headers) => {
    const [entries, categories] = await Promise.all([
      apiCall(
        wishlist.wishlistRoute,
        { query: { page, limit: WISHLIST_PAGE_SIZE, ...(list !== null ? { category_id: list } : {}) } },
        { headers },
      ),
      apiCall(wishlist.wishlistCategoriesRoute, {}, { headers }),
    ]);
    return { entries, categories: categories.data };
  });
  if (!read.ok) {
    const { error } = read;
    if (error instanceof ApiError && error.code === 'wishlist.category_not_found') {
      return (
        <StatusPage
          code="404"
          title="القائمة غير موجودة"
          description="ربما حُذفت هذه القائمة. منتجاتك المحفوظة كلها في المفضلة."
          action={
            <Link
              prefetch={false}
              href="/profile/wishlist"
              className="grid min-h-11 place-items-center rounded-full border border-brand-200 px-6 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              العودة إلى المفضلة
            </Link>
          }
        />
      );
    }
    return (
      <StatusPage
        code="!"
        title="تعذر تحميل المفضلة"
        description={error instanceof ApiError && error.message ? error.message : 'حدث خطأ أثناء تحميل المفضلة.'}
      />
    );
  }
  return (
    <Container className="pb-10 md:pb-14">
      <Breadcrumbs items={[{ label: 'حسابي', href: '/profile' }, { label: 'المفضلة' }]} />
      <PageTitle title="المفضلة" />
      <SessionDataBoundary
        seeds={[
          [wishlistKeys.page(list, page), read.data.entries],
          [wishlistKeys.categories, read.data.categories],
          [wishlistKeys.ids, read.data.entries.variant_ids],
        ]}
      >
        <WishlistView list={list} page={page} />
      </SessionDataBoundary>
    </Container>
  );
}
