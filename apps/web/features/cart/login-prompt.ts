/**
 * The "sign in to add to your cart" prompt (spec §8) as a tiny store: the add-to-cart code (loaded on demand) opens
 * it, `CartClicks` (on every page) shows it. Holds the /auth link that brings the shopper back to the product.
 */
let loginHref: string | null = null;
/** What the prompt says, when not the cart's words (notify-me's login-needed message). */
let loginMessage: string | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openLoginPrompt(href: string, message: string | null = null): void {
  loginHref = href;
  loginMessage = message;
  emit();
}

/** The words of the open prompt; null: the cart's (spec §8). */
export const loginPromptMessage = () => loginMessage;

export function closeLoginPrompt(): void {
  loginHref = null;
  emit();
}

export const loginPromptSnapshot = () => loginHref;
export const serverLoginPromptSnapshot = () => null;

export function subscribeLoginPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
