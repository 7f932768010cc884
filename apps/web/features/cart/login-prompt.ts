/**
 * The "sign in to add to your cart" prompt (spec §8) as a tiny store: the add-to-cart code (loaded on demand) opens
 * it, `CartClicks` (on every page) shows it. Holds the /auth link that brings the shopper back to the product.
 */
let loginHref: string | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openLoginPrompt(href: string): void {
  loginHref = href;
  emit();
}

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
