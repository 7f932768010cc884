import { randomInt } from 'node:crypto';

/**
 * A shared cart's short code (issue 24): what the link carries instead of a signed token, so the WhatsApp message
 * holds a link of ~45 characters rather than ~200. Eight characters of an alphabet without look-alikes (no 0/O,
 * 1/I/L), so a code read aloud or copied by hand comes out right: 31⁸ ≈ 8.5 × 10¹¹ codes, drawn by a CSPRNG. The code
 * names the share; the share's row says whether it still opens (expiry, revocation). Guessing is bounded by the
 * per-network limit on opening links (http/rate-limits.ts): at 60 a minute, with ten thousand links open at once, one
 * network needs some 2.7 years on average to hit any, and what it finds is a list of products and a seller's public
 * name; adding it to a cart needs an account.
 */
export const SHARE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHARE_CODE_LENGTH = 8;

const CODE = new RegExp(`^[${SHARE_CODE_ALPHABET}]{${SHARE_CODE_LENGTH}}$`);

export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i++) code += SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)];
  return code;
}

/** The code a link's segment holds, read as typed in either case; null when it is no code (an older token). */
export function shareCodeOf(segment: string): string | null {
  const code = segment.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}
