import { toWesternDigits } from '@wb/contract/normalize';

/**
 * The six code boxes as plain logic: what typing, pasting, SMS autofill and deleting do to the digits, and where
 * focus goes next. Arabic-Indic digits (٠١٢…) count as digits; anything else is ignored.
 */
export const OTP_LENGTH = 6;

export const emptyCode = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

export function digitsOf(text: string): string {
  return toWesternDigits(text).replace(/\D/g, '');
}

export interface CodeEdit {
  digits: string[];
  /** The box to focus after the edit. */
  focus: number;
}

/**
 * `value` is what box `index` now holds: one digit (typing), several (a paste, or the whole code an SMS autofill
 * puts in the first box), the old digit next to a new one (typing into a filled box), or nothing (deleted).
 */
export function editCode(digits: readonly string[], index: number, value: string): CodeEdit {
  const next = [...digits];
  let incoming = digitsOf(value);
  const previous = digits[index];
  if (previous && incoming.length === 2 && incoming.includes(previous)) incoming = incoming.replace(previous, '');
  if (!incoming) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  // A whole code lands from the first box, wherever it was pasted.
  const start = incoming.length >= OTP_LENGTH ? 0 : index;
  const written = incoming.slice(0, OTP_LENGTH - start);
  for (const [offset, digit] of [...written].entries()) next[start + offset] = digit;
  return { digits: next, focus: Math.min(start + written.length, OTP_LENGTH - 1) };
}

/** Backspace in an empty box clears the one before it and moves there. */
export function backspace(digits: readonly string[], index: number): CodeEdit {
  if (digits[index] || index === 0) return { digits: [...digits], focus: index };
  const next = [...digits];
  next[index - 1] = '';
  return { digits: next, focus: index - 1 };
}

export const isComplete = (digits: readonly string[]) =>
  digits.length === OTP_LENGTH && digits.every((digit) => /^\d$/.test(digit));

/** A typed mobile number as the API takes it: Western digits, no spaces, dashes or brackets. */
export function cleanMobile(input: string): string {
  return toWesternDigits(input).replace(/[\s\-().\u200e\u200f]/g, '');
}
