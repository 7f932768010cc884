import { cart as cartApi } from '@wb/contract';
import type { Metadata } from 'next';
import { Container, PageTitle } from '@/components/ui/layout';
import { StatusPage } from '@/components/ui/StatusPage';
import { CartView } from '@/features/cart/CartView';
import { cartKeys } from '@/features/cart/cart-model';
import { SessionDataBoundary } from '@/features/session-data/SessionDataBoundary';
import { ApiError, apiCall } from '@/lib/api';
import { readSignedIn } from '@/lib/server/signed-in';

export const metadata: Metadata = { title: 'سلة المشتريات' };

/**
 * /cart (spec §2, customers only: `proxy.ts` guards it). Rendered on the server with the cart and its stock check
 * (`page=invoice`), so a slow phone paints the lines at once; the browser's cache takes over from there.
 */
export default async function CartPage() {
  const cart = await readSignedIn('/cart', async (headers) => {
    const answer = await apiCall(cartApi.getCartRoute, { query: { page: 'invoice' } }, { headers });
    return answer.data;
  });
  if (!cart.ok) {
    const { error } = cart;
    return (
      <StatusPage
        code="!"
        title="تعذر تحميل السلة"
        description={
          error instanceof ApiError && error.message
            ? error.message
            : 'حدث خطأ أثناء تحميل سلتك. حاول مرة أخرى بعد قليل.'
        }
      />
    );
  }
  return (
    <Container className="py-6 md:py-10">
      <PageTitle title="سلة المشتريات" />
      <SessionDataBoundary
        seeds={[
          [cartKeys.lines, cart.data],
          // The badge counts units, as the cart's total does: one read serves both.
          [cartKeys.count, { item_count: cart.data.total_quantity }],
        ]}
      >
        <CartView />
      </SessionDataBoundary>
    </Container>
  );
}
