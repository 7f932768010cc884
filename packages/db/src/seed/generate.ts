/**
 * The deterministic catalogue generator. Product i depends only on (seed, i) and the reference data, so the same
 * seed gives the same catalogue byte for byte, whatever the batch size. Anchor products come first.
 */
import { productSearchWords } from '../search-index';
import { type AnchorProduct, anchorProducts } from './data/anchors';
import type { BrandLine } from './data/brands';
import type { Phrase, ProductTypeData } from './data/product-types';
import { hashSeed, Random } from './random';
import { type BrandRef, type CategoryRef, MEDIA_VERSION, type Reference, reference } from './reference';

/** Bounds of every generated price, in whole dinars. */
export const PRICE_MIN = 1_500;
export const PRICE_MAX = 300_000;
export const DEFAULT_SEED = 1;
/** Products are spread over this many days before the reference date. */
export const CATALOGUE_AGE_DAYS = 730;
export const IMAGE_SIZE = 600;

export interface GeneratedVariant {
  id: number;
  product_id: number;
  sku: string;
  title: string;
  price: number;
  compare_at: number | null;
  stock: number;
  position: number;
}

export interface GeneratedImage {
  id: number;
  product_id: number;
  url: string;
  alt: string;
  width: number;
  height: number;
  position: number;
}

export interface GeneratedProduct {
  id: number;
  handle: string;
  title: string;
  title_en: string;
  description: string;
  product_type: string;
  brand_id: number;
  category_id: number;
  status: 'active' | 'draft' | 'archived';
  is_free: boolean;
  price: number;
  compare_at: number | null;
  in_stock: boolean;
  sales_count: number;
  title_words: string[];
  search_words: string[];
  created_at: string;
  updated_at: string;
  variants: GeneratedVariant[];
  images: GeneratedImage[];
  ingredient_ids: number[];
  tag_ids: number[];
}

export interface GenerateOptions {
  products: number;
  seed?: number;
  /** Timestamps are spread over the two years before this date; defaults to today (UTC midnight). */
  referenceDate?: Date;
}

/** Today at 00:00 UTC: the default reference date, so one day's runs are identical. */
export function startOfUtcDay(date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const clampPrice = (value: number) => Math.min(PRICE_MAX, Math.max(PRICE_MIN, value));

/** An ASCII slug: accents dropped, '&' as 'and', everything else non-alphanumeric as single dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The compare-at price of a discount: above the price, rounded up to 250 dinars. */
function compareAtFor(price: number, discountPercent: number): number {
  const raw = Math.ceil(price / (1 - discountPercent / 100) / 250) * 250;
  return Math.max(raw, price + 250);
}

function skuPrefix(slug: string): string {
  const letters = slug.replace(/[^a-z]/g, '').toUpperCase();
  return (letters.slice(0, 3) || 'WBX').padEnd(3, 'X');
}

interface Draft {
  brand: BrandRef;
  type: ProductTypeData;
  shelf: CategoryRef;
  line: BrandLine | null;
  title: string;
  titleEn: string;
  handle: string;
  variants: Array<{ title: string; price: number; compareAt: number | null; stock: number }>;
  ingredientSlugs: string[];
  tagSlugs: string[];
  target: Phrase | null;
  salesCount: number;
  isFree: boolean;
  status: GeneratedProduct['status'];
}

/** Generates products one by one; keeps the running variant and image ids. */
export class CatalogueGenerator {
  readonly ref: Reference;
  readonly total: number;
  readonly seed: number;
  readonly referenceDate: Date;
  private index = 0;
  private nextVariantId = 1;
  private nextImageId = 1;

  constructor(options: GenerateOptions) {
    if (!Number.isInteger(options.products) || options.products < 0) {
      throw new Error(`products must be a non-negative integer (got ${options.products})`);
    }
    this.ref = reference();
    this.total = options.products;
    this.seed = options.seed ?? DEFAULT_SEED;
    this.referenceDate = options.referenceDate ?? startOfUtcDay();
  }

  get generated(): number {
    return this.index;
  }

  hasNext(): boolean {
    return this.index < this.total;
  }

  next(): GeneratedProduct {
    if (!this.hasNext()) throw new Error('No more products to generate');
    const i = this.index++;
    const id = i + 1;
    const rng = new Random(hashSeed(this.seed, i));
    const anchor = anchorProducts[i];
    const draft = anchor ? this.anchorDraft(anchor) : this.randomDraft(rng, i - anchorProducts.length, id);
    return this.finish(draft, id, rng);
  }

  private anchorDraft(anchor: AnchorProduct): Draft {
    const brand = this.ref.brandBySlug.get(anchor.brand) as BrandRef;
    const type = this.ref.productTypeByKey.get(anchor.type) as ProductTypeData;
    return {
      brand,
      type,
      shelf: this.ref.categoryBySlug.get(type.category) as CategoryRef,
      line: null,
      title: anchor.ar,
      titleEn: anchor.en,
      handle: anchor.handle,
      variants: anchor.variants.map((v) => ({
        title: v.title,
        price: v.price,
        compareAt: v.compareAt ?? null,
        stock: v.stock,
      })),
      ingredientSlugs: anchor.ingredients ?? [],
      tagSlugs: anchor.tags ?? [],
      target: null,
      salesCount: anchor.salesCount,
      isFree: anchor.isFree ?? false,
      status: 'active',
    };
  }

  private randomDraft(rng: Random, r: number, id: number): Draft {
    const brands = this.ref.brands;
    // Every brand gets three active products before the weighted draw, so small catalogues still show every brand.
    const roundRobin = r < brands.length * 3;
    const brand = roundRobin ? (brands[r % brands.length] as BrandRef) : rng.weighted(brands, (b) => b.weight);
    const type = rng.weighted(brand.types, (t) => t.weight ?? 1);
    const shelf = this.ref.categoryBySlug.get(type.category) as CategoryRef;
    const lines = (brand.lines ?? []).filter(
      (l) => l.categories.includes(type.category) || l.categories.includes(type.key),
    );
    const line = lines.length > 0 && (type.needsLine || rng.chance(0.6)) ? rng.pick(lines) : null;

    const ingredientSlugs = type.ingredients?.length ? rng.sample(type.ingredients, rng.int(1, 3)) : [];
    const tagSlugs = type.tags?.length ? rng.sample(type.tags, rng.int(1, 3)) : [];

    // Title qualifiers: an ingredient or a benefit, and a skin/hair type.
    let qualifier: Phrase | null = null;
    const firstIngredient = ingredientSlugs[0] ? this.ref.ingredientBySlug.get(ingredientSlugs[0]) : undefined;
    if (firstIngredient && !type.ar.includes(firstIngredient.ar) && rng.chance(0.35)) {
      qualifier = { ar: firstIngredient.withAr, en: `with ${firstIngredient.en}` };
    } else if (type.benefits?.length && rng.chance(0.45)) {
      const benefit = rng.pick(type.benefits);
      if (!type.ar.includes(benefit.ar)) qualifier = benefit;
    }
    let target: Phrase | null = type.targets?.length && rng.chance(0.7) ? rng.pick(type.targets) : null;
    if (target && type.ar.includes(target.ar)) target = null;

    // Variants: sizes (price grows with size) or shades (one price).
    const count = rng.weighted([1, 2, 3, 4], (n) => [40, 30, 18, 12][n - 1] ?? 1);
    const base = rng.int(type.price[0], type.price[1]) * brand.tier;
    let options: Array<{ ar: string; en: string; factor: number; hidden?: boolean }>;
    if (type.shades) {
      options = rng
        .sample(type.shades, count)
        .sort((a, b) => (type.shades as Phrase[]).indexOf(a) - (type.shades as Phrase[]).indexOf(b))
        .map((s) => ({ ...s, factor: 1 }));
    } else {
      const sizes = type.sizes ?? [{ ar: 'قطعة واحدة', en: '1 Piece', factor: 1, hidden: true }];
      options = rng.sample(sizes, count).sort((a, b) => a.factor - b.factor);
    }
    const onSale = rng.chance(0.22);
    const discount = rng.pick([10, 15, 20, 25, 30, 40]);
    const soldOut = rng.chance(0.05);
    const variants = options.map((option) => {
      const price = clampPrice(roundTo(base * option.factor, 250));
      const compareAt = onSale ? compareAtFor(price, discount) : null;
      const stock = soldOut || rng.chance(0.075) ? 0 : Math.max(1, Math.round(rng.next() ** 2 * 200));
      return { title: option.ar, price, compareAt, stock };
    });

    const single = options.length === 1 && !type.shades && !options[0]?.hidden ? options[0] : undefined;
    const title = [brand.ar, line?.ar, type.ar, qualifier?.ar, target?.ar, single?.ar].filter(Boolean).join(' ');
    const titleEn = [brand.en, line?.en, type.en, qualifier?.en, target?.en, single?.en].filter(Boolean).join(' ');

    const roll = rng.next();
    return {
      brand,
      type,
      shelf,
      line,
      title,
      titleEn,
      handle: `${slugify(titleEn)}-${id}`,
      variants,
      ingredientSlugs,
      tagSlugs,
      target,
      salesCount: Math.floor(rng.next() ** 3 * 3000),
      isFree: rng.chance(0.03),
      status: roundRobin || roll >= 0.02 ? 'active' : roll < 0.01 ? 'draft' : 'archived',
    };
  }

  private finish(draft: Draft, id: number, rng: Random): GeneratedProduct {
    const { brand, type, shelf } = draft;
    const department = shelf.department as CategoryRef;
    const ingredients = draft.ingredientSlugs
      .map((slug) => this.ref.ingredientBySlug.get(slug))
      .filter((x) => x !== undefined);
    const tags = draft.tagSlugs.map((slug) => this.ref.tagBySlug.get(slug)).filter((x) => x !== undefined);

    const ageSeconds = rng.int(0, CATALOGUE_AGE_DAYS * 86_400);
    const createdMs = this.referenceDate.getTime() - ageSeconds * 1000;
    const updatedMs = Math.min(this.referenceDate.getTime(), createdMs + rng.int(0, 30 * 86_400) * 1000);

    const prefix = `${skuPrefix(brand.slug)}-${String(id).padStart(6, '0')}`;
    const variants: GeneratedVariant[] = draft.variants.map((v, position) => ({
      id: this.nextVariantId++,
      product_id: id,
      sku: `${prefix}-${position + 1}`,
      title: v.title,
      price: v.price,
      compare_at: v.compareAt,
      stock: v.stock,
      position,
    }));
    const first = variants[0] as GeneratedVariant;

    const imageCount = rng.weighted([1, 2, 3], (n) => [40, 40, 20][n - 1] ?? 1);
    const images: GeneratedImage[] = [];
    for (let position = 0; position < imageCount; position++) {
      images.push({
        id: this.nextImageId++,
        product_id: id,
        url: `/media/products/${brand.slug}/${type.key}/${id}-${position}.svg?v=${MEDIA_VERSION}`,
        alt: position === 0 ? draft.title : `${draft.title} - صورة ${position + 1}`,
        width: IMAGE_SIZE,
        height: IMAGE_SIZE,
        position,
      });
    }

    const words = productSearchWords({
      title: draft.title,
      titleEn: draft.titleEn,
      brandNames: brand.names,
      categoryNames: [shelf.ar, shelf.en, department.ar, department.en],
      extraTerms: [
        type.ar,
        type.en,
        ...(draft.line ? [draft.line.ar, draft.line.en] : []),
        ...tags.map((t) => t.name),
        ...ingredients.flatMap((x) => [x.ar, x.en]),
      ],
    });

    return {
      id,
      handle: draft.handle,
      title: draft.title,
      title_en: draft.titleEn,
      description: this.describe(draft, ingredients, tags, rng),
      product_type: type.ar,
      brand_id: brand.id,
      category_id: shelf.id,
      status: draft.status,
      is_free: draft.isFree,
      price: first.price,
      compare_at: first.compare_at,
      in_stock: variants.some((v) => v.stock > 0),
      sales_count: draft.salesCount,
      title_words: words.titleWords,
      search_words: words.searchWords,
      created_at: new Date(createdMs).toISOString(),
      updated_at: new Date(updatedMs).toISOString(),
      variants,
      images,
      ingredient_ids: ingredients.map((x) => x.id),
      tag_ids: tags.map((t) => t.id),
    };
  }

  private describe(
    draft: Draft,
    ingredients: Array<{ ar: string; benefitAr: string }>,
    tags: Array<{ name: string }>,
    rng: Random,
  ): string {
    const { brand, type } = draft;
    const paragraphs: string[] = [];
    const intro = [`${draft.title} من ${brand.ar} (${brand.en}): ${type.about}.`];
    if (draft.target) intro.push(`مناسب ${draft.target.ar}.`);
    intro.push(
      rng.pick([
        'تركيبة لطيفة مناسبة للاستخدام اليومي.',
        'من المنتجات الأكثر طلباً لدى زبائننا.',
        'خيار موثوق ينصح به الصيادلة.',
        'نتائج ملحوظة مع الاستخدام المنتظم.',
        'قوام خفيف وسهل الاستخدام.',
      ]),
    );
    paragraphs.push(intro.join(' '));
    if (ingredients.length > 0) {
      paragraphs.push(['أبرز المكونات:', ...ingredients.map((x) => `• ${x.ar}: ${x.benefitAr}.`)].join('\n'));
    }
    if (tags.length > 0) paragraphs.push(`المميزات: ${tags.map((t) => t.name).join('، ')}.`);
    if (type.usage) paragraphs.push(`طريقة الاستخدام: ${type.usage}`);
    paragraphs.push(`بلد المنشأ: ${brand.country}. ${brand.description} منتج أصلي مضمون من وندر بيوتي.`);
    return paragraphs.join('\n\n');
  }
}

/** All products of a catalogue, in id order (tests and small catalogues; the seeder streams instead). */
export function generateProducts(options: GenerateOptions): GeneratedProduct[] {
  const generator = new CatalogueGenerator(options);
  const products: GeneratedProduct[] = [];
  while (generator.hasNext()) products.push(generator.next());
  return products;
}
