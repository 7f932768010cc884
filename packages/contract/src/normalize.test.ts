import { describe, expect, it } from 'vitest';
import { isBlankKeyword, normalizeSearchText, searchWords, toSearchDocument, toWesternDigits } from './normalize';

describe('normalizeSearchText', () => {
  it.each([
    ['أإآٱا', 'ااااا'],
    ['مستشفى', 'مستشفي'],
    ['بشرة', 'بشره'],
    ['مؤقت', 'موقت'],
    ['مائي', 'مايي'],
    ['كَرِيْمٌ', 'كريم'],
    ['كـــريم', 'كريم'],
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['CeraVe', 'cerave'],
    ['La Roche-Posay', 'la roche posay'],
    ['  سيروم،   فيتامين!!  ', 'سيروم فيتامين'],
    ['ﻻ', 'لا'],
    ['کریم', 'كريم'],
    ['Avène', 'avene'],
    ["L'Oréal Kérastase", 'l oreal kerastase'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normalizeSearchText('واقي الشَّمس لِلبشرة الدّهنية ٥٠ مل');
    expect(normalizeSearchText(once)).toBe(once);
  });
});

describe('searchWords', () => {
  it('drops the definite article, joined conjunctions and prepositions before it', () => {
    expect(searchWords('الشامبو والبلسم بالصبار للأطفال')).toEqual(['شامبو', 'بلسم', 'صبار', 'اطفال']);
  });

  it('keeps short words that only look like an article', () => {
    expect(searchWords('ال الم')).toEqual(['ال', 'الم']);
  });

  it('makes the document and the keyword meet in one form', () => {
    expect(toSearchDocument('واقي الشمس', 'La Roche-Posay')).toBe('واقي شمس la roche posay');
    expect(searchWords('واقى الشمس')).toEqual(['واقي', 'شمس']);
  });
});

describe('isBlankKeyword', () => {
  it.each([undefined, null, '', '   ', '\n\t', 'ـــ', '؟!،'])('treats %j as blank', (value) => {
    expect(isBlankKeyword(value)).toBe(true);
  });
  it('treats a real word as not blank', () => {
    expect(isBlankKeyword(' a ')).toBe(false);
  });
});

it('toWesternDigits leaves other text alone', () => {
  expect(toWesternDigits('سعر ٢٥٠٠٠ د.ع')).toBe('سعر 25000 د.ع');
});
