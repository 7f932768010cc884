import { NoOrders } from '../orders/OrdersList';
import { type SellerRole, sellerHome } from './seller-model';

/** A seller without orders yet (her area's "orders placed" and /profile/orders): she orders for others, not herself. */
export function SellerNoOrders({ role }: { role: SellerRole }) {
  return (
    <NoOrders
      text={`الطلبات التي تضعها ${role === 'influencer' ? 'لمتابعيك' : 'لصيدليات ومراجعين'} تظهر هنا مع حالتها ومن يستلمها، وتُضاف عمولتك عند تسليم كل طلب.`}
      action={{ href: sellerHome(role), label: 'جهّز سلة لزبون' }}
    />
  );
}
