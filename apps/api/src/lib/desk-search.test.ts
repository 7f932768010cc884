import { describe, expect, it } from 'vitest';
import { needleWords, searchNeedle } from './desk-search';

describe('what staff type in a desk search', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['فاطمة', 'فاطمه'],
    ['  عائشة  ', 'عايشه'],
    ['مُحَمَّد', 'محمد'],
    ['Sara', 'sara'],
    ['0770 123', '770123'],
    ['٠٧٧٠١٢٣', '770123'],
    ['+9647701', '7701'],
    ['4567', '4567'],
    ['WB-100', 'wb-100'],
  ])('%s → the text %s, anywhere', (typed, text) => {
    expect(searchNeedle(typed)).toEqual({ text });
  });

  it.each([
    ['07701234567', '+9647701234567'],
    ['0770 123-4567', '+9647701234567'],
    ['٠٧٧٠١٢٣٤٥٦٧', '+9647701234567'],
    ['+9647701234567', '+9647701234567'],
    ['009647701234567', '+9647701234567'],
    ['7701234567', '+9647701234567'],
  ])('%s → the whole mobile %s, exactly', (typed, mobile) => {
    expect(searchNeedle(typed)).toEqual({ mobile });
  });

  it('is nothing when nothing is typed', () => {
    expect(searchNeedle('   ')).toBeNull();
    expect(searchNeedle(undefined)).toBeNull();
  });
});

describe('the words of a seller’s book search', () => {
  it.each([
    ['مريم، بغداد', ['مريم', 'بغداد']],
    ['البصرة  الكرادة', ['بصره', 'كراده']],
    ['هدى 0780', ['هدي', '780']],
    ['0771 222', ['771222']],
  ])('%s → each of %j, anywhere', (typed, words) => {
    const needle = searchNeedle(typed);
    expect(needle).not.toBeNull();
    expect(needleWords(needle as { text: string })).toEqual(words);
  });
});
