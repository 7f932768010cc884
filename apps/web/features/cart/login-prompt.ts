/**
 * The "sign in to add to your cart" prompt (spec §8) as a tiny store: the add-to-cart code (loaded on demand) opens
 * it, `CartClicks` (on every page) shows it. Holds the /auth link that brings the shopper back to the product, and
 * what the prompt says when it is not the cart's message (the wishlist heart's).
 */
let loginHref: string | null = null;
let loginMessage: string | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openLoginPrompt(href: string, message?: string): void {
  loginHref = href;
  loginMessage = message ?? null;
  emit();
}

export function closeLoginPrompt(): void {
  loginHref = null;
  loginMessage = null;
  emit();
}

/** The prompt's words when another feature than the cart opened it; null: the cart's (spec §8). */
export const loginPromptMessage = () => loginMessage;

export const loginPromptSnapshot = () => loginHref;
export const serverLoginPromptSnapshot = () => null;

export function subscribeLoginPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
