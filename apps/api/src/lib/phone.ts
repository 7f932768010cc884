import { toWesternDigits } from '@wb/contract/normalize';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Countries whose mobiles the store accepts: Iraq, and Syria by spec §5's +963 rule. */
const ACCEPTED = new Set(['IQ', 'SY']);

/**
 * Spec §5, exactly: drop a leading 0; numbers starting 09 get +963, numbers starting 07 (and any other) get +964.
 * Ours on top: spaces, dashes, brackets and Arabic-Indic digits are read as typed, and a number already written
 * internationally (+964…, 00964…, 964…) is taken as it is. Returns the international form, or null when the result
 * is not a real Iraqi (or Syrian) mobile number by libphonenumber's numbering plans.
 */
export function normalizeMobile(input: string): string | null {
  // Direction marks and isolates come along when a number is copied from a phone's contacts.
  const typed = toWesternDigits(input).replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069\-().]/g, '');
  let international: string;
  if (/^\+\d+$/.test(typed)) international = typed;
  else if (/^00\d+$/.test(typed)) international = `+${typed.slice(2)}`;
  else if (/^96[34]\d{9,10}$/.test(typed)) international = `+${typed}`;
  else if (/^09\d+$/.test(typed)) international = `+963${typed.slice(1)}`;
  else if (/^\d+$/.test(typed)) international = `+964${typed.replace(/^0/, '')}`;
  else return null;

  const phone = parsePhoneNumberFromString(international);
  if (!phone?.isValid() || !phone.country || !ACCEPTED.has(phone.country)) return null;
  if (phone.getType() !== 'MOBILE') return null;
  return phone.number;
}

/**
 * A number an Iraqi courier can call: spec §5's normalisation, then Iraqi mobiles only. Sign-in takes Syrian numbers
 * too (the spec's +963 rule), but a parcel is delivered in Iraq, to someone the courier rings on arrival.
 */
export function normalizeIraqiMobile(input: string): string | null {
  const mobile = normalizeMobile(input);
  return mobile?.startsWith('+964') ? mobile : null;
}
