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

/**
 * A stored international mobile (`+9647701234567`) as people in Iraq write it (`07701234567`): the reverse of spec
 * §5's normalisation (+964 for 07…, +963 for 09…). Anything else is shown as stored.
 */
export function nationalMobile(international: string): string {
  const match = /^\+(964|963)(\d+)$/.exec(international);
  return match ? `0${match[2]}` : international;
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

/**
 * The staff desk's search folding (issue 12): names are matched folded, so 'احمد' finds 'أحمد' and 'فاطمه' finds
 * 'فاطمة'. Lower case; the hamza and alef forms, ى/ی/ئ, ة/ە, ؤ and the Persian letters folded as `LETTER_FOLDS`
 * folds them; tashkeel and tatweel dropped. The database computes it with translate() (immutable, so stored in a
 * generated column and indexed: packages/db accounts.ts and orders.ts); `foldForDeskSearch` folds what staff type
 * the same way. Both are written from these strings.
 */
export const DESK_SEARCH_FOLD = {
  from: 'أإآٱىیئةەؤکگپچڤ',
  to: 'اااايييههوككبجف',
  // Tashkeel (U+064B–U+0652), superscript alef and tatweel: after the folded letters, translate() drops them.
  dropped: '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670\u0640',
} as const;

/** The SQL that folds a text expression for the desk's search (constant text: the expression is the caller's). */
export const deskSearchFoldSql = (expression: string) =>
  `translate(lower(${expression}), '${DESK_SEARCH_FOLD.from}${DESK_SEARCH_FOLD.dropped}', '${DESK_SEARCH_FOLD.to}')`;

const DESK_FOLDS = new Map([...DESK_SEARCH_FOLD.from].map((letter, i) => [letter, DESK_SEARCH_FOLD.to[i] as string]));
const DESK_DROPPED = new Set(DESK_SEARCH_FOLD.dropped);

/** What staff type, folded as the database folds the text it is looked for in (`deskSearchFoldSql`). */
export function foldForDeskSearch(text: string): string {
  let folded = '';
  for (const letter of text.toLowerCase()) {
    if (!DESK_DROPPED.has(letter)) folded += DESK_FOLDS.get(letter) ?? letter;
  }
  return folded;
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
