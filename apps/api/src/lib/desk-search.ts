import { foldForDeskSearch, toWesternDigits } from '@wb/contract';
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
  const partial = /^(?:\+|00)?(?:964|963)(\d{2,})$|^0(\d{2,})$/.exec(digits);
  if (partial) return { text: partial[1] ?? partial[2] ?? digits };
  if (/^\+?\d+$/.test(digits)) return { text: digits.replace('+', '') };
  return { text: foldForDeskSearch(text) };
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
