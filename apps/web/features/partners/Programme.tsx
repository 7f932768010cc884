import type { SellerRoleTerms, SellerTerms } from '@wb/contract';
import type { ReactNode } from 'react';
import { GiftIcon, ShieldIcon, SparkleIcon, TruckIcon } from '@/components/ui/icons';
import { formatIqd } from '@/lib/format';

/**
 * What /partner tells before anyone applies (server-rendered, no script): who the programme is for, what each kind
 * of partner gets — the figures are the seller terms admins set (issue 14), read live — how it works, and what we
 * ask. Without the terms (the API did not answer) the cards say the same without figures.
 */
export function ProgrammeIntro() {
  return (
    <section className="rounded-card bg-brand-50 px-5 py-8 ring-1 ring-brand-100 md:px-10 md:py-12">
      <p className="text-sm font-bold text-brand-700">برنامج الشركاء</p>
      <h1 className="mt-2 text-2xl font-bold leading-snug text-ink md:text-3xl">
        بِع منتجات وندر بيوتي الأصلية لمتابعيك أو لزبائن صيدليتك، واربح على كل طلب
      </h1>
      <p className="mt-3 max-w-2xl text-[15px] leading-7 text-muted">
        بلا رأس مال ولا مخزون: تجهّز السلة باسم زبونك، ونحن نغلّف ونوصل إلى باب بيته في كل المحافظات ويدفع عند الاستلام،
        وتُضاف عمولتك إلى محفظتك عند التسليم.
      </p>
      <a
        href="#apply"
        className="mt-5 inline-flex min-h-12 items-center rounded-full bg-brand-600 px-6 font-bold text-white hover:bg-brand-700"
      >
        قدّم طلب الانضمام
      </a>
    </section>
  );
}

const percent = (value: number) => `${value}%`;

function Benefit({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0 text-brand-600">{icon}</span>
      <span className="text-sm leading-7 text-ink">{children}</span>
    </li>
  );
}

function TermsCard({
  title,
  lead,
  terms,
  extras,
}: {
  title: string;
  lead: string;
  terms: SellerRoleTerms | null;
  extras: ReactNode;
}) {
  return (
    <article className="flex flex-col rounded-card bg-white p-5 ring-1 ring-line md:p-6">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <p className="mt-1 text-sm text-muted">{lead}</p>
      {terms ? (
        <p className="mt-4 flex items-baseline gap-2">
          <span className="text-3xl font-bold text-brand-700">{percent(terms.commission_percent)}</span>
          <span className="text-sm text-muted">عمولة على قيمة المنتجات في كل طلب يُسلَّم</span>
        </p>
      ) : null}
      <ul className="mt-4 space-y-2">
        <Benefit icon={<GiftIcon size={18} />}>
          {terms
            ? `خصم تمنحه لزبونك حتى ${percent(terms.max_line_discount_percent)} على المنتج وحتى ${percent(terms.max_order_discount_percent)} على الطلب كله.`
            : 'خصومات تمنحها لزبائنك على المنتج وعلى الطلب كله.'}
        </Benefit>
        <Benefit icon={<SparkleIcon size={18} />}>سلال متعددة باسمك: سلة لكل زبون، تُكملها وتطلبها متى شئت.</Benefit>
        <Benefit icon={<TruckIcon size={18} />}>
          {terms
            ? `أجور توصيل تحددها أنت بين ${formatIqd(terms.delivery_fee_min)} و${formatIqd(terms.delivery_fee_max)}، والدفع عند الاستلام.`
            : 'أجور توصيل تحددها أنت، والدفع عند الاستلام.'}
        </Benefit>
        {extras}
      </ul>
    </article>
  );
}

export function ProgrammeTerms({ terms }: { terms: SellerTerms | null }) {
  return (
    <section aria-labelledby="partner-benefits" className="mt-10">
      <h2 id="partner-benefits" className="mb-4 text-xl font-bold text-ink">
        ماذا تحصل عليه
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TermsCard
          title="للمؤثرين وصنّاع المحتوى"
          lead="لمن يصنع محتوى الجمال والعناية على إنستغرام وتيك توك وسناب شات ويوتيوب."
          terms={terms?.influencer ?? null}
          extras={
            <Benefit icon={<ShieldIcon size={18} />}>
              رابط سلة جاهز لواتساب: يضيفه متابعك إلى سلته بضغطة، وطلبه يُحسب لك.
            </Benefit>
          }
        />
        <TermsCard
          title="للصيدليات"
          lead="لصيدلية مرخّصة تطلب لمراجعيها منتجات العناية الأصلية بأسعار أقرب إلى الجملة."
          terms={terms?.pharmacist ?? null}
          extras={
            <Benefit icon={<ShieldIcon size={18} />}>
              دفتر عناوين للصيدلية ومراجعيها، ومنتجات أصلية بضمان وندر بيوتي.
            </Benefit>
          }
        />
      </div>
    </section>
  );
}

const STEPS = [
  ['قدّم طلبك', 'دقيقتان: بياناتك وروابط حساباتك أو بيانات صيدليتك.'],
  ['نراجعه', 'يراجع فريقنا الطلب خلال ثلاثة أيام عمل، وقد نتصل بك للتعارف.'],
  ['نبلغك', 'تصلك رسالة نصية وإشعار في حسابك بالنتيجة.'],
  ['ابدأ البيع', 'يتحول حسابك إلى حساب بائع: أنشئ السلال واطلب لزبائنك.'],
] as const;

export function ProgrammeSteps() {
  return (
    <section aria-labelledby="partner-steps" className="mt-10">
      <h2 id="partner-steps" className="mb-4 text-xl font-bold text-ink">
        كيف يعمل البرنامج
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(([title, text], index) => (
          <li key={title} className="rounded-card bg-white p-4 ring-1 ring-line">
            <span className="grid size-8 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
              {index + 1}
            </span>
            <p className="mt-3 font-bold text-ink">{title}</p>
            <p className="mt-1 text-sm leading-6 text-muted">{text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-6 rounded-card bg-white p-5 text-sm leading-7 text-ink ring-1 ring-line">
        <p className="font-bold">ما الذي نطلبه</p>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-muted">
          <li>حساب في وندر بيوتي برقم عراقي، وحساب واحد على الأقل تنشر فيه محتوى عن الجمال أو العناية (للمؤثرين).</li>
          <li>صيدلية مرخّصة باسمها ورقم إجازة ممارسة المهنة (للصيدليات).</li>
          <li>أمانة مع الزبائن: أسعار المتجر وخصوماته كما هي، بلا زيادة عليها.</li>
        </ul>
      </div>
    </section>
  );
}
