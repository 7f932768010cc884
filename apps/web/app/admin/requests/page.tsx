import type { Metadata } from 'next';
import { NotYet } from '@/features/admin/ui/NotYet';

export const metadata: Metadata = { title: 'طلبات المنتجات' };

/** /admin/requests: the product-request queue (new, in review, added, declined) once shoppers can send requests. */
export default function ProductRequestsPage() {
  return (
    <NotYet
      title="طلبات المنتجات"
      what="طلب منتج غير متوفر لم يُفتح للزبائن في المتجر بعد، فلا توجد طلبات تصل إلى هنا."
      then="عندما يُفتح، تظهر هنا الطلبات الجديدة لتُراجَع وتُعلَّم: جديد، قيد المراجعة، أُضيف، مرفوض."
    />
  );
}
