import { foldForDeskSearch, stripDefiniteArticle, toWesternDigits } from '@wb/contract';
import { type SQL, sql } from 'drizzle-orm';
import { normalizeMobile } from './phone';

/**
 * What staff type in the desk's search boxes (issue 12): a name, a mobile (07…, +964…, Arabic-Indic digits) whole or
 * in part, an order number. Orders and accounts keep a folded, trigram-indexed `search_text` (migration 0011), so a
 * part of a name finds it whatever its hamza or ة, at any position; a whole mobile is looked up exactly.
 */
export type Needle = { mobile: string } | { text: string };

/**
 * What to look for in what staff typed, or null when nothing is left of it. A whole, valid mobile in any form is the
 * international number it is stored as (an exact lookup). A part of one (07…, +9647…, spaces or dashes) is looked
 * for by its digits after the 0 or the country code — how every stored number (+9647701234567) holds them — which
 * also leaves out '+964', a part every number shares and an index would read for every row.
 */
export function searchNeedle(typed: string | undefined): Needle | null {
  const text = toWesternDigits(typed ?? '').trim();
  if (!text) return null;
  const digits = text.replace(/[\s-]/g, '');
  if (/^\+?\d{9,}$/.test(digits)) {
    const mobile = normalizeMobile(digits);
    if (mobile) return { mobile };
  }
  if (/^\+?\d+$/.test(digits)) return { text: mobileDigits(digits) };
  return { text: foldForDeskSearch(text) };
}

/** A part of a mobile (07…, +9647…, 009647…) by the digits every stored number holds after its 0 or country code. */
function mobileDigits(digits: string): string {
  const partial = /^(?:\+|00)?(?:964|963)(\d{2,})$|^0(\d{2,})$/.exec(digits);
  return partial ? (partial[1] ?? partial[2] ?? digits) : digits.replace('+', '');
}

/**
 * A text needle as the words it is looked for by, each on its own, so a name and an area typed together («مريم
 * الكرادة») find the entry holding both in whatever order. Punctuation separates words; a word's definite article is
 * dropped (the text is matched in part, so «الكرادة» still finds «الكرادة» and now also «كرادة»); a word of digits is
 * a part of a mobile.
 */
export function needleWords(needle: { text: string }): string[] {
  return needle.text
    .split(/[^\p{L}\p{N}+]+/u)
    .filter(Boolean)
    .map((word) => (/^\+?\d+$/.test(word) ? mobileDigits(word) : stripDefiniteArticle(word)));
}

/** `like` pattern finding `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The accounts (alias `u`) the needle finds: by name or mobile in part, or by the whole mobile. */
export const accountMatches = (needle: Needle): SQL =>
  'mobile' in needle ? sql`u.mobile = ${needle.mobile}` : sql`u.search_text like ${containing(needle.text)}`;

/** The orders (alias `o`) whose own text the needle finds: number, who receives it, their mobile. */
export const orderMatches = (needle: Needle): SQL =>
  'mobile' in needle
    ? sql`(o.address->>'mobile') = ${needle.mobile}`
    : sql`o.search_text like ${containing(needle.text)}`;
