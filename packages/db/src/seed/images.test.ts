import { describe, expect, it } from 'vitest';
import { generateProducts } from './generate';
import { brandLogoSvg, productImageSvg, renderMedia } from './images';
import { reference } from './reference';

/** A small well-formedness check: balanced tags, escaped ampersands, one root svg element. */
function assertSvg(svg: string | null): asserts svg is string {
  expect(svg).not.toBeNull();
  const text = svg as string;
  expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(text.endsWith('</svg>')).toBe(true);
  expect(text).toMatch(/lang="ar"/);
  expect(text).toMatch(/dir="rtl"/);
  expect(text).not.toMatch(/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/);
  expect(tagErrors(text)).toEqual([]);
}

/** Tags closed out of order or left open, as `</g> closes <text>` and `<g> left open`; none in a well-formed svg. */
function tagErrors(text: string): string[] {
  const errors: string[] = [];
  const open: string[] = [];
  for (const [, closing, name = '', selfClosing] of text.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) {
      open.push(name);
      continue;
    }
    const opened = open.pop();
    if (opened !== name) errors.push(`</${name}> closes <${opened ?? 'nothing'}>`);
  }
  return [...errors, ...open.map((name) => `<${name}> left open`)];
}

describe('the well-formedness check', () => {
  it('finds tags closed out of order and tags left open', () => {
    expect(tagErrors('<svg><g><text></g></svg>')).toEqual([
      '</g> closes <text>',
      '</svg> closes <g>',
      '<svg> left open',
    ]);
    expect(tagErrors('<svg><g/><text>x</text></svg>')).toEqual([]);
  });
});

describe('media', () => {
  const products = generateProducts({ products: 300, seed: 3, referenceDate: new Date('2026-01-01T00:00:00Z') });

  it('renders every product image path the seed stores, under 3 KB at 600×600', () => {
    expect(products).toHaveLength(300);
    for (const product of products) {
      for (const image of product.images) {
        const svg = renderMedia(image.url);
        assertSvg(svg);
        expect(svg).toContain('viewBox="0 0 600 600"');
        expect(Buffer.byteLength(svg)).toBeLessThan(3_000);
      }
    }
  });

  it('renders the same drawing every time', () => {
    const url = products[0]?.images[0]?.url ?? '';
    expect(renderMedia(url)).toBe(renderMedia(url));
    expect(renderMedia(url.replace('-0.svg', '-1.svg'))).not.toBe(renderMedia(url));
  });

  it('renders brand logos, popup images and collection banners', () => {
    const ref = reference();
    for (const brand of ref.brands) assertSvg(renderMedia(brand.logoPath));
    const popupImages = ref.popups.flatMap((popup) => (popup.imagePath ? [popup.imagePath] : []));
    expect(popupImages.length).toBeGreaterThan(0);
    for (const path of popupImages) assertSvg(renderMedia(path));
    for (const collection of ref.collections) assertSvg(renderMedia(collection.imagePath));
    assertSvg(renderMedia('brands/cerave.svg'));
    assertSvg(renderMedia('/media/popups/1.svg'));
  });

  it('escapes text and stays small for long names', () => {
    const svg = productImageSvg({
      id: 1,
      brandName: 'Dolce & Gabbana <Very Long Brand Name Indeed>',
      brandColor: '#123456',
      typeName: 'كريم "خاص" & مميز',
      shape: 'pencil',
    });
    assertSvg(svg);
    expect(svg).not.toContain('<Very');
    assertSvg(brandLogoSvg({ nameEn: "L'Oréal & Co", nameAr: 'لوريال', color: '#b08d57' }));
  });

  it('answers null for junk and path traversal', () => {
    for (const path of [
      '',
      'products',
      '../../etc/passwd',
      '/media/../../etc/passwd',
      'products/../../../etc/passwd.svg',
      'products/cerave/foaming-cleanser/../1-0.svg',
      'products/cerave/foaming-cleanser/1-0.png',
      'products/cerave/foaming-cleanser/0-0.svg',
      'products/cerave/foaming-cleanser/1-10.svg',
      'products/unknown-brand/serum/1-0.svg',
      'products/cerave/unknown-type/1-0.svg',
      'products/CERAVE/serum/1-0.svg',
      'brands/%2e%2e.svg',
      'brands/unknown.svg',
      'brands/cerave.svg/../../x',
      'popups/0.svg',
      'popups/999.svg',
      'collections/nope.svg',
      'other/cerave.svg',
      `brands/${'a'.repeat(500)}.svg`,
    ]) {
      expect(renderMedia(path), path).toBeNull();
    }
  });
});
