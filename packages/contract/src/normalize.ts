/**
 * The one Arabic text normaliser, used on write (the search column of every product) and on read (the keyword),
 * on the API, the database seeding and the storefront alike. Search must behave the same everywhere, so this is
 * plain code with no locale or database dependence.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** A discount code as typed → as stored: Western digits, no spaces around it, upper case (API and web alike). */
export function normalizeCode(typed: string): string {
  return toWesternDigits(typed).trim().toUpperCase();
}

/** ٠١٢٣ and ۰۱۲۳ → 0123; everything else untouched. */
export function toWesternDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

// Tashkeel (harakat, tanween, shadda, sukun, superscript alef, Quranic marks) and tatweel carry no meaning for search.
const COMBINING_MARKS = /\p{M}/gu;
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

const LETTER_FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ی: 'ي', // Persian yeh, common on Kurdish and Persian keyboards in Iraq
  ئ: 'ي',
  ة: 'ه',
  ە: 'ه', // Kurdish ae
  ؤ: 'و',
  ک: 'ك', // Persian keheh
  گ: 'ك', // gaf, used in Iraqi spellings of Latin names
  پ: 'ب',
  چ: 'ج',
  ڤ: 'ف',
};
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

// Anything that is not a letter or a digit separates words (punctuation, Arabic comma, symbols, emoji).
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * Folds a text to its search form: compatibility forms resolved (ﻻ → لا), lower case, accents, diacritics and tatweel
 * removed, hamza and alef variants folded, ة → ه, Arabic-Indic digits → Western, punctuation → single spaces.
 */
export function normalizeSearchText(input: string): string {
  // NFKD splits accents and hamza/madda marks from their letters (é → e, أ → ا, ؤ → و); the marks are then dropped.
  return toWesternDigits(input.normalize('NFKD').toLowerCase())
    .replace(COMBINING_MARKS, '')
    .replace(DIACRITICS, '')
    .replace(FOLDABLE, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(SEPARATORS, ' ')
    .trim();
}

const DEFINITE_ARTICLE = /^(وال|بال|فال|كال|لل|ال)(?=[\u0621-\u064A]{2,})/;

/** Drops the definite article (and a joined و/ب/ف/ك/ل before it) so 'الشامبو', 'للشامبو' and 'شامبو' are one word. */
export function stripDefiniteArticle(word: string): string {
  return word.replace(DEFINITE_ARTICLE, '');
}

/** Normalised words with the definite article stripped: the unit both the index and the keyword are made of. */
export function searchWords(input: string): string[] {
  const normalized = normalizeSearchText(input);
  if (!normalized) return [];
  return normalized.split(' ').map(stripDefiniteArticle);
}

/** The indexed form of a text: its search words joined by single spaces. */
export function toSearchDocument(...parts: Array<string | null | undefined>): string {
  return parts.flatMap((part) => (part ? searchWords(part) : [])).join(' ');
}

/** True when a keyword has nothing to search for once normalised (blank, only spaces, only punctuation). */
export function isBlankKeyword(keyword: string | null | undefined): boolean {
  return !keyword || normalizeSearchText(keyword).length === 0;
}
