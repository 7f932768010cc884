import { describe, expect, it } from 'vitest';
import { anchorProducts } from './data/anchors';
import { CatalogueGenerator, generateProducts, PRICE_MAX, PRICE_MIN, slugify } from './generate';
import { Random } from './random';
import { reference } from './reference';

const referenceDate = new Date('2026-01-01T00:00:00Z');
const catalogue = generateProducts({ products: 1_500, seed: 7, referenceDate });

describe('Random', () => {
  it('repeats a sequence for a seed and differs across seeds', () => {
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('catalogue generator', () => {
  it('gives the same catalogue for the same seed, byte for byte', () => {
    const again = generateProducts({ products: 1_500, seed: 7, referenceDate });
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));
  });

  it('gives a different catalogue for a different seed (anchors aside)', () => {
    const other = generateProducts({ products: 300, seed: 8, referenceDate });
    const random = (list: typeof catalogue) => list.slice(anchorProducts.length, 300).map((p) => p.title_en);
    expect(random(other)).not.toEqual(random(catalogue));
    // Anchors keep their titles and prices whatever the seed.
    expect(other.slice(0, anchorProducts.length).map((p) => [p.title, p.price])).toEqual(
      catalogue.slice(0, anchorProducts.length).map((p) => [p.title, p.price]),
    );
  });

  it('does not depend on how the products are batched', () => {
    const generator = new CatalogueGenerator({ products: 400, seed: 7, referenceDate });
    const streamed = [];
    while (generator.hasNext()) streamed.push(generator.next());
    expect(JSON.stringify(streamed)).toBe(JSON.stringify(catalogue.slice(0, 400)));
  });

  it('puts the anchor products first, as written', () => {
    expect(anchorProducts.length).toBeGreaterThan(30);
    anchorProducts.forEach((anchor, i) => {
      const product = catalogue[i];
      expect(product?.handle).toBe(anchor.handle);
      expect(product?.title).toBe(anchor.ar);
      expect(product?.title_en).toBe(anchor.en);
      expect(product?.variants.map((v) => v.price)).toEqual(anchor.variants.map((v) => v.price));
      expect(product?.status).toBe('active');
    });
  });

  it('prices in whole dinars within bounds, compare-at above the price', () => {
    const variants = catalogue.flatMap((product) => product.variants);
    expect(variants.length).toBeGreaterThanOrEqual(catalogue.length);
    for (const variant of variants) {
      expect(Number.isInteger(variant.price)).toBe(true);
      expect(variant.price).toBeGreaterThanOrEqual(PRICE_MIN);
      expect(variant.price).toBeLessThanOrEqual(PRICE_MAX);
      expect(variant.price % 250).toBe(0);
      expect(Number.isInteger(variant.stock) && variant.stock >= 0 && variant.stock <= 200).toBe(true);
    }
    const onSale = variants.flatMap((variant) =>
      variant.compare_at === null ? [] : [{ price: variant.price, compareAt: variant.compare_at }],
    );
    expect(onSale.length).toBeGreaterThan(20);
    for (const { price, compareAt } of onSale) {
      expect(Number.isInteger(compareAt)).toBe(true);
      expect(compareAt).toBeGreaterThan(price);
      expect(compareAt % 250).toBe(0);
    }
    expect(catalogue.some((p) => p.compare_at !== null)).toBe(true);
  });

  it("keeps every product's denormalised columns equal to its variants", () => {
    for (const product of catalogue) {
      const first = product.variants[0];
      expect(product.variants.length).toBeGreaterThanOrEqual(1);
      expect(product.variants.length).toBeLessThanOrEqual(4);
      expect(product.price).toBe(first?.price);
      expect(product.compare_at).toBe(first?.compare_at);
      expect(product.in_stock).toBe(product.variants.some((v) => v.stock > 0));
      expect(product.variants.map((v) => v.position)).toEqual(product.variants.map((_, i) => i));
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(3);
    }
  });

  it('has the stock, sale and gift mix of a real shop', () => {
    const variants = catalogue.flatMap((p) => p.variants);
    const zero = variants.filter((v) => v.stock === 0).length / variants.length;
    expect(zero).toBeGreaterThan(0.07);
    expect(zero).toBeLessThan(0.18);
    const soldOut = catalogue.filter((p) => !p.in_stock).length;
    expect(soldOut).toBeGreaterThan(20);
    const free = catalogue.filter((p) => p.is_free).length / catalogue.length;
    expect(free).toBeGreaterThan(0.01);
    expect(free).toBeLessThan(0.06);
    const ages = catalogue.map((p) => referenceDate.getTime() - Date.parse(p.created_at));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(730 * 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(600 * 86_400_000);
  });

  it('makes unique ids, handles and SKUs, and ASCII handles', () => {
    expect(new Set(catalogue.map((p) => p.handle)).size).toBe(catalogue.length);
    expect(catalogue.map((p) => p.id)).toEqual(catalogue.map((_, i) => i + 1));
    const variants = catalogue.flatMap((p) => p.variants);
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
    expect(variants.map((v) => v.id)).toEqual(variants.map((_, i) => i + 1));
    for (const p of catalogue) expect(p.handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives a brand only product types from its categories', () => {
    const ref = reference();
    const brandById = new Map(ref.brands.map((b) => [b.id, b]));
    const categoryById = new Map(ref.categories.map((c) => [c.id, c]));
    for (const product of catalogue) {
      const brand = brandById.get(product.brand_id);
      const shelf = categoryById.get(product.category_id);
      // A shelf: a category with a parent (undefined would pass a bare "not null").
      expect(shelf?.parentId).toEqual(expect.any(Number));
      const allowed = new Set(
        (brand?.categories ?? []).flatMap((slug) => {
          const category = ref.categoryBySlug.get(slug);
          return category?.parentId === null
            ? ref.categories.filter((c) => c.parentId === category.id).map((c) => c.slug)
            : [slug];
        }),
      );
      expect(allowed.has(shelf?.slug ?? '')).toBe(true);
    }
  });

  it('writes Arabic titles and descriptions, with brand names in the search words', () => {
    const ref = reference();
    for (const product of catalogue.slice(0, 300)) {
      const brand = ref.brands.find((b) => b.id === product.brand_id);
      expect(product.title).toMatch(/[\u0600-\u06FF]/);
      expect(product.title.startsWith(brand?.ar ?? '?')).toBe(true);
      expect(product.description.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(product.search_words).toEqual(expect.arrayContaining(product.title_words));
      expect(product.search_words.length).toBeGreaterThan(product.title_words.length);
    }
    const cerave = catalogue.find((p) => p.handle === 'cerave-foaming-cleanser-236ml');
    expect(cerave?.search_words).toEqual(expect.arrayContaining(['سيرافي', 'cerave', 'سيرافيه', 'غسول', 'رغوي']));
  });

  it('keeps the documented guarantees in every catalogue of 300 products, whatever the seed', () => {
    const ref = reference();
    for (const seed of [1, 2, 42, 1234, 99_999]) {
      const products = generateProducts({ products: 300, seed, referenceDate });
      const active = products.filter((p) => p.status === 'active');
      const perBrand = new Map<number, number>();
      for (const p of active) perBrand.set(p.brand_id, (perBrand.get(p.brand_id) ?? 0) + 1);
      for (const brand of ref.brands) expect(perBrand.get(brand.id) ?? 0, brand.slug).toBeGreaterThanOrEqual(3);
      expect(perBrand.get(ref.brandBySlug.get('cerave')?.id ?? 0)).toBeGreaterThanOrEqual(10);
      for (const word of ['ماسكارا', 'شامبو', 'واقي شمس', 'سيروم', 'غسول', 'كريم مرطب']) {
        expect(active.filter((p) => p.title.includes(word)).length, word).toBeGreaterThanOrEqual(5);
      }
      for (const anchor of anchorProducts) expect(products.some((p) => p.handle === anchor.handle)).toBe(true);
    }
  });

  it('slugifies Latin names with accents and symbols', () => {
    expect(slugify("L'Oréal Paris Elvive")).toBe('loreal-paris-elvive');
    expect(slugify('Head & Shoulders 2-in-1')).toBe('head-and-shoulders-2-in-1');
    expect(slugify('AHA 30% + BHA 2%')).toBe('aha-30-plus-bha-2');
  });
});
