/**
 * The "sign in to …" prompt (spec §8) as a tiny store: the code of a guarded button (add to cart, the wishlist heart,
 * notify me — each loaded on demand) opens it, `CartClicks` (on every page) shows it. Holds the /auth link that brings
 * the shopper back to the product, and what the prompt says and shows when it is not the cart's.
 */
export interface LoginPromptWords {
  message: string;
  icon: 'heart' | 'bell';
}

let loginHref: string | null = null;
let loginWords: LoginPromptWords | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Opens the prompt; without `words` it says the cart's message (spec §8) beside a bag. */
export function openLoginPrompt(href: string, words: LoginPromptWords | null = null): void {
  loginHref = href;
  loginWords = words;
  emit();
}

export function closeLoginPrompt(): void {
  loginHref = null;
  loginWords = null;
  emit();
}

/** The open prompt's words when another feature than the cart opened it; null: the cart's. */
export const loginPromptWords = () => loginWords;

export const loginPromptSnapshot = () => loginHref;
export const serverLoginPromptSnapshot = () => null;

export function subscribeLoginPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
