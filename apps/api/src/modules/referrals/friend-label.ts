import { messages } from '@wb/contract';

/**
 * A friend as her referrer sees her: her first name and the last two digits of her number ("سارة ••82"), enough to
 * know which friend it is, never enough to reach her; a deleted account (no number left) is a label.
 */
export function friendLabel(name: string, mobile: string | null): string {
  if (!mobile) return messages.referralDeletedFriend;
  const first = name.trim().split(/\s+/)[0] ?? '';
  return `${first} ••${mobile.slice(-2)}`.trim();
}

/** The referrer as her friend's notice names her: her first name only. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
