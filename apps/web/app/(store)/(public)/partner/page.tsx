import type { Metadata } from 'next';
import { Breadcrumbs, Container } from '@/components/ui/layout';
import { PartnerPanel } from '@/features/partners/PartnerPanel';
import { ProgrammeIntro, ProgrammeSteps, ProgrammeTerms } from '@/features/partners/Programme';
import { getCities, getPartnerProgramme } from '@/lib/server/catalog';

const description =
  'انضم إلى شركاء وندر بيوتي مؤثراً أو صيدلية: عمولة على كل طلب، خصومات تمنحها لزبائنك، وسلال باسمك، والدفع عند الاستلام.';

export const metadata: Metadata = {
  title: 'برنامج الشركاء',
  description,
  alternates: { canonical: '/partner' },
  openGraph: { title: 'برنامج شركاء وندر بيوتي', description, url: '/partner' },
};

// Rendered per request from cached reads (the terms and the governorates, 5 minutes): a build without the API still
// builds, and the figures follow the desk's seller terms.
export const dynamic = 'force-dynamic';

/**
 * /partner (spec §2; its content is ours, docs/decisions.md): the programme for influencers and pharmacists, and the
 * application — a guest is asked to sign in and comes back here; a customer applies or sees where her application is.
 */
export default async function PartnerPage() {
  const [terms, cities] = await Promise.all([getPartnerProgramme().catch(() => null), getCities().catch(() => [])]);
  return (
    <Container className="pb-10 md:pb-14">
      <Breadcrumbs items={[{ label: 'برنامج الشركاء' }]} />
      <ProgrammeIntro />
      <ProgrammeTerms terms={terms} />
      <ProgrammeSteps />
      <section id="apply" aria-label="طلب الانضمام" className="mt-10 scroll-mt-24">
        <PartnerPanel cities={cities.map((city) => ({ id: city.id, name: city.name }))} />
      </section>
    </Container>
  );
}
