import type { Metadata } from 'next';
import { ContentPage } from '@/components/ui/Prose';

export const metadata: Metadata = {
  title: 'لماذا وندر؟',
  description:
    'منتجات أصلية مضمونة، نصيحة صيدلانية مجانية، توصيل لكل العراق والدفع عند الاستلام: لماذا يختار الزبائن وندر بيوتي.',
  alternates: { canonical: '/why-wonder' },
};

const reasons = [
  ['أصلي 100%', 'نشتري من الوكلاء والموزعين المعتمدين فقط، ونحتفظ بفواتير كل شحنة.'],
  ['نصيحة صيدلانية', 'صيادلة يساعدونك على اختيار ما يناسب بشرتك وشعرك، مجاناً وقبل أن تشتري.'],
  ['تخزين صحيح', 'مخازن مكيّفة تحمي المنتجات الحساسة من حر الصيف العراقي.'],
  ['توصيل لكل العراق', 'من بغداد إلى البصرة وأربيل ونينوى، مع إمكانية الدفع نقداً عند الاستلام.'],
  ['أسعار واضحة', 'السعر المعروض بالدينار العراقي هو ما تدفعه، والعروض حقيقية بسعر قبل وبعد.'],
  ['خدمة بعد البيع', 'إذا وصلك منتج تالف أو خاطئ نستبدله دون تعقيد.'],
] as const;

export default function WhyWonderPage() {
  return (
    <ContentPage title="لماذا وندر؟" lead="ستة أسباب تجعل زبائننا يعودون إلينا.">
      <ul className="ms-0! grid list-none! gap-3 sm:grid-cols-2">
        {reasons.map(([title, text]) => (
          <li key={title} className="ms-0! rounded-2xl bg-brand-50/70 p-4">
            <p className="font-bold text-brand-800">{title}</p>
            <p className="mt-1 text-sm leading-7 text-ink">{text}</p>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
