import type { Metadata } from 'next';
import { NotYet } from '@/features/admin/ui/NotYet';

export const metadata: Metadata = { title: 'التقييمات' };

/** /admin/reviews: the reviews queue (hide or show) once shoppers can review products. */
export default function ReviewsPage() {
  return (
    <NotYet
      title="التقييمات"
      what="تقييم المنتجات لم يُفتح للزبائن في المتجر بعد، فلا توجد تقييمات تصل إلى هنا."
      then="عندما يُفتح، تظهر هنا التقييمات الجديدة لتُعرض في صفحة المنتج أو تُخفى."
    />
  );
}
