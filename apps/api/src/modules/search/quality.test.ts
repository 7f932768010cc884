import type { ProductCard } from '@wb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../test/harness';

/**
 * The search quality set: what a shopper in Baghdad types — Arabic and Latin, misspelled, with and without ال,
 * with tashkeel or Arabic-Indic digits — and what must come first. It relies on the seed's anchor products
 * (packages/db/src/seed/data/anchors.ts), which exist in every catalogue of 300 products or more.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

async function top(keyword: string, k: number): Promise<ProductCard[]> {
  const response = await store.call({ method: 'POST', url: '/api/v2/app/search', payload: { keyword, limit: k } });
  expect(response.statusCode, keyword).toBe(200);
  return response.json().data;
}

/** Brand queries: the first five results are all that brand's products (Nivea Men counts as Nivea). */
const brandQueries: Array<[string, string]> = [
  ['cerave', 'cerave'],
  ['CeraVe', 'cerave'],
  ['سيرافي', 'cerave'],
  ['سيرا في', 'cerave'],
  ['سيرافى', 'cerave'],
  ['سِيرَافِي', 'cerave'],
  ['cerav', 'cerave'],
  ['serave', 'cerave'],
  ['la roche posay', 'la-roche-posay'],
  ['La Roche-Posay', 'la-roche-posay'],
  ['لاروش بوزيه', 'la-roche-posay'],
  ['لا روش بوزيه', 'la-roche-posay'],
  ['vichy', 'vichy'],
  ['فيشي', 'vichy'],
  ['bioderma', 'bioderma'],
  ['بيوديرما', 'bioderma'],
  ['بيودرما', 'bioderma'],
  ['the ordinary', 'the-ordinary'],
  ['ذا اورديناري', 'the-ordinary'],
  ['eucerin', 'eucerin'],
  ['يوسيرين', 'eucerin'],
  ['avene', 'avene'],
  ['Avène', 'avene'],
  ['افين', 'avene'],
  ['garnier', 'garnier'],
  ['غارنييه', 'garnier'],
  ['nivea', 'nivea'],
  ['maybelline', 'maybelline'],
  ['ميبيلين', 'maybelline'],
  ['maybeline', 'maybelline'],
  ['neutrogena', 'neutrogena'],
  ['نيوتروجينا', 'neutrogena'],
  ['cetaphil', 'cetaphil'],
  ['سيتافيل', 'cetaphil'],
  ['أولابلكس', 'olaplex'],
  ['اولابلكس', 'olaplex'],
  ['kerastase', 'kerastase'],
];

/** Product queries: the named anchor product is among the first `k` results. */
const productQueries: Array<[string, string, number]> = [
  ['سيرافي غسول رغوي', 'cerave-foaming-cleanser-236ml', 1],
  ['cerave foaming cleanser', 'cerave-foaming-cleanser-236ml', 1],
  ['الغسول الرغوي سيرافي', 'cerave-foaming-cleanser-236ml', 1],
  ['سيرافي كريم مرطب', 'cerave-moisturising-cream', 3],
  ['سيرافي كريم العين', 'cerave-eye-repair-cream-14ml', 3],
  ['effaclar duo', 'la-roche-posay-effaclar-duo-plus-40ml', 3],
  ['ايفاكلار دو', 'la-roche-posay-effaclar-duo-plus-40ml', 3],
  ['إيفاكلار', 'la-roche-posay-effaclar-duo-plus-40ml', 5],
  ['انثيليوس', 'la-roche-posay-anthelios-uvmune-400-fluid', 3],
  ['سيكابلاست', 'la-roche-posay-cicaplast-baume-b5', 1],
  ['cicaplast', 'la-roche-posay-cicaplast-baume-b5', 1],
  ['مينيرال 89', 'vichy-mineral-89-hyaluronic-acid-serum', 1],
  ['مينيرال ٨٩', 'vichy-mineral-89-hyaluronic-acid-serum', 1],
  ['ديركوس', 'vichy-dercos-energising-shampoo', 3],
  ['sensibio', 'bioderma-sensibio-h2o-micellar-water', 1],
  ['niacinamide zinc', 'the-ordinary-niacinamide-10-zinc-1', 1],
  ['نياسيناميد زنك', 'the-ordinary-niacinamide-10-zinc-1', 1],
  ['ريتينول اورديناري', 'the-ordinary-retinol-05-in-squalane', 1],
  ['هيالورون فيلر', 'eucerin-hyaluron-filler-day-cream', 3],
  ['lash sensational', 'maybelline-lash-sensational', 1],
  ['fit me', 'maybelline-fit-me-matte-poreless-foundation', 3],
  ['elvive', 'loreal-paris-elvive-total-repair-5-shampoo', 1],
  ['هيدرو بوست', 'neutrogena-hydro-boost-water-gel', 1],
  ['hydro boost', 'neutrogena-hydro-boost-water-gel', 1],
  ['olaplex no 3', 'olaplex-no-3-hair-perfector', 1],
  ['شامبو ضد القشرة', 'head-shoulders-classic-clean-anti-dandruff-shampoo', 5],
  ['مزيل عرق رجالي', 'nivea-men-black-white-invisible-deodorant', 3],
  ['رغوة حلاقة', 'nivea-men-sensitive-shaving-foam', 3],
  ['حفاض', 'bepanthen-nappy-care-ointment', 3],
  ['شامبو للاطفال', 'johnsons-baby-shampoo', 5],
  ['butter gloss', 'nyx-butter-gloss', 1],
  ['سوفاج', 'dior-sauvage-eau-de-parfum', 1],
  ['sauvage', 'dior-sauvage-eau-de-parfum', 1],
  ['خمرة لطافة', 'lattafa-khamrah-eau-de-parfum', 1],
  ['ماك 3', 'gillette-mach3-razor-blades', 3],
  ['جهاز قياس الضغط', 'omron-m3-blood-pressure-monitor', 1],
  ['كريم بانثينول', 'ratiopharm-panthenol-cream-5', 3],
  ['ويلومن', 'vitabiotics-wellwoman-30-tablets', 1],
  ['هويل بروديجيوز', 'nuxe-huile-prodigieuse', 1],
  ['سي-فيت', 'sesderma-c-vit-liposomal-serum', 1],
];

/** Type queries: every one of the first five results is that kind of product (its Arabic word in the title). */
const typeQueries: Array<[string, string]> = [
  ['ماسكارا', 'ماسكارا'],
  ['الماسكارا', 'ماسكارا'],
  ['ماسكرا', 'ماسكارا'],
  ['شامبو', 'شامبو'],
  ['الشامبو', 'شامبو'],
  ['شامبوو', 'شامبو'],
  ['واقي شمس', 'واقي'],
  ['واقى الشمس', 'واقي'],
  ['سيروم', 'سيروم'],
  ['mascara', 'ماسكارا'],
  ['shampoo', 'شامبو'],
];

const handleIndex = (cards: ProductCard[], handle: string) => cards.findIndex((card) => card.handle.startsWith(handle));

describe('search quality', () => {
  it('has at least sixty queries', () => {
    expect(brandQueries.length + productQueries.length + typeQueries.length).toBeGreaterThanOrEqual(60);
  });

  it.each(brandQueries)('brand query %s → %s products first', async (keyword, brand) => {
    const cards = await top(keyword, 5);
    expect(cards.length, keyword).toBeGreaterThan(0);
    for (const card of cards) expect(card.brand.slug, keyword).toMatch(new RegExp(`^${brand}`));
  });

  it.each(productQueries)('product query %s → %s in the first %i', async (keyword, handle, k) => {
    const cards = await top(keyword, k);
    expect(handleIndex(cards, handle), `${keyword}: ${cards.map((c) => c.handle).join(', ')}`).toBeGreaterThanOrEqual(
      0,
    );
  });

  it.each(typeQueries)('type query %s → %s products first', async (keyword, word) => {
    const cards = await top(keyword, 5);
    expect(cards.length, keyword).toBe(5);
    for (const card of cards) expect(card.title, keyword).toContain(word);
  });

  it('gives the same results with and without ال, and with hamza or ى variants', async () => {
    const ids = async (keyword: string) => (await top(keyword, 50)).map((card) => card.id);
    expect(await ids('الشامبو')).toEqual(await ids('شامبو'));
    expect(await ids('أولابلكس')).toEqual(await ids('اولابلكس'));
    expect(await ids('سيرافى')).toEqual(await ids('سيرافي'));
  });
});
