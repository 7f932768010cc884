import type { CollectionSummary } from '@wb/contract';
import type { Metadata } from 'next';
import Link from 'next/link';
import { BrandLogo } from '@/components/ui/BrandLogo';
import { GiftIcon, ShieldIcon, SparkleIcon, TruckIcon } from '@/components/ui/icons';
import { Container, SectionHeading } from '@/components/ui/layout';
import { collectionHref } from '@/features/catalog/collections';
import { ProductRail } from '@/features/catalog/ProductCard';
import { formatIqd } from '@/lib/format';
import { filterProducts, getBrands, getCategories, getCollections, getSettings } from '@/lib/server/catalog';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/site';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { absolute: `${SITE_NAME} | منتجات التجميل والعناية والصيدلية في العراق` },
  description: SITE_DESCRIPTION,
  alternates: { canonical: '/' },
  openGraph: { title: SITE_NAME, description: SITE_DESCRIPTION, url: '/' },
};

/**
 * Home is the page a phone on a slow network opens first, so its rails are short: 8 products each and 12 brands,
 * each with a "see all" link (24 cards and 24 logos made its markup half again as large).
 */
const RAIL_PRODUCTS = 8;
const HOME_BRANDS = 12;

export default async function HomePage() {
  const [featured, categories, brands, bestSellers, offers, settings] = await Promise.all([
    getCollections(undefined, true),
    getCategories(),
    getBrands(1, HOME_BRANDS),
    filterProducts({ sort_key: 'best_selling', limit: RAIL_PRODUCTS }),
    filterProducts({ sort_key: 'best_selling', limit: RAIL_PRODUCTS, filters: { on_sale: true } }),
    getSettings().catch(() => null),
  ]);
  const heroes = featured.filter((collection) => collection.image).slice(0, 4);

  return (
    <div className="space-y-10 pb-4">
      <Hero collections={heroes} />

      <Container>
        <ul className="grid grid-cols-2 gap-2 text-xs text-ink sm:grid-cols-4 sm:text-sm">
          <Pledge icon={<ShieldIcon size={20} />} text="أصلي 100% من الوكلاء" />
          <Pledge
            icon={<TruckIcon size={20} />}
            text={settings ? `توصيل مجاني من ${formatIqd(settings.free_delivery_threshold)}` : 'توصيل لكل المحافظات'}
          />
          <Pledge icon={<SparkleIcon size={20} />} text="نصيحة صيدلانية مجانية" />
          <Pledge icon={<GiftIcon size={20} />} text="هدايا مع طلبات مختارة" />
        </ul>
      </Container>

      <Container>
        <SectionHeading title="تسوّق حسب القسم" href="/categories" />
        <ul className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
          {categories.map((category) => (
            <li key={category.id} className="shrink-0">
              <Link
                prefetch={false}
                href={`/products?category=${category.id}`}
                className="flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-medium text-ink ring-1 ring-line hover:bg-brand-50 hover:ring-brand-200"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </Container>

      {bestSellers.data.length > 0 && (
        <Container>
          <SectionHeading title="الأكثر مبيعاً" href="/products?sort=best_selling" />
          <ProductRail
            products={bestSellers.data}
            list={{ item_list_id: 'home_best_sellers', item_list_name: 'الأكثر مبيعاً' }}
          />
        </Container>
      )}

      {/* Below the fold on a phone: laid out only when scrolled near (globals.css, render-deferred). */}
      {featured.length > 0 && (
        <Container className="render-deferred [--deferred-height:35rem] md:[--deferred-height:25rem]">
          <SectionHeading title="تشكيلات مختارة" href="/collections/productsList" />
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {featured.slice(0, 8).map((collection) => (
              <li key={collection.id}>
                <CollectionTile collection={collection} />
              </li>
            ))}
          </ul>
        </Container>
      )}

      {offers.data.length > 0 && (
        <Container className="render-deferred [--deferred-height:26rem] md:[--deferred-height:30rem]">
          <SectionHeading title="عروض وتخفيضات" href="/offer-page" />
          <ProductRail products={offers.data} list={{ item_list_id: 'home_offers', item_list_name: 'عروض وتخفيضات' }} />
        </Container>
      )}

      {brands.data.length > 0 && (
        <Container className="render-deferred [--deferred-height:9rem]">
          <SectionHeading title="ماركات نحبها" href="/brands" linkLabel="كل الماركات" />
          <ul className="scrollbar-none -mx-4 flex gap-3 overflow-x-auto px-4 pb-1">
            {brands.data.map((brand) => (
              <li key={brand.id} className="shrink-0">
                <Link
                  prefetch={false}
                  href={`/brands/${brand.slug}`}
                  className="flex w-28 flex-col items-center gap-1.5 text-center text-xs text-ink"
                >
                  <BrandLogo logo={brand.logo} className="w-full ring-1 ring-line" />
                  <span className="line-clamp-1">{brand.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      )}
    </div>
  );
}

function Pledge({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <li className="flex items-center gap-2 rounded-2xl bg-white px-3 py-2.5 ring-1 ring-line">
      <span className="text-brand-600">{icon}</span>
      <span className="leading-5">{text}</span>
    </li>
  );
}

/** Hero banners: the featured collections with artwork, swiped on phones (scroll-snap, no script). */
function Hero({ collections }: { collections: CollectionSummary[] }) {
  if (collections.length === 0) {
    return (
      <Container className="pt-4">
        <div className="rounded-card bg-gradient-to-l from-brand-100 to-brand-50 px-6 py-10">
          <h1 className="text-2xl font-bold text-brand-800">جمالك يبدأ من هنا</h1>
          <p className="mt-2 text-sm text-ink">منتجات عناية وتجميل أصلية، بأسعار بالدينار العراقي.</p>
        </div>
      </Container>
    );
  }
  return (
    <section aria-label="عروض مميزة" className="pt-4">
      <h1 className="sr-only">وندر بيوتي: منتجات التجميل والعناية في العراق</h1>
      <ul className="scrollbar-none mx-auto flex max-w-7xl snap-x snap-mandatory gap-3 overflow-x-auto px-4">
        {collections.map((collection, index) => (
          // Banners after the first wait until swiped near (render-deferred; the row takes the first one's height).
          <li
            key={collection.id}
            className={`w-[88%] shrink-0 snap-center md:w-[48%] ${index > 0 ? 'render-deferred [--deferred-height:5rem]' : ''}`}
          >
            <Link
              prefetch={false}
              href={collectionHref(collection)}
              className="relative block overflow-hidden rounded-card bg-brand-100 ring-1 ring-line"
            >
              {/* The artwork carries the collection's title and description, so the alt text is that text. */}
              <img
                src={collection.image ?? ''}
                alt={`${collection.title}: ${collection.description}`}
                width={1200}
                height={400}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
                className="aspect-[3/1] w-full object-cover"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CollectionTile({ collection }: { collection: CollectionSummary }) {
  return (
    <Link
      prefetch={false}
      href={collectionHref(collection)}
      className="flex h-full flex-col overflow-hidden rounded-card bg-white ring-1 ring-line hover:shadow-md"
    >
      {collection.image ? (
        <img
          src={collection.image}
          alt=""
          width={1200}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-[3/1] w-full object-cover"
        />
      ) : null}
      <div className="p-3">
        <p className="line-clamp-1 text-sm font-bold text-ink">{collection.title}</p>
        <p className="text-xs text-muted">{collection.product_count} منتج</p>
      </div>
    </Link>
  );
}
