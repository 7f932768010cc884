import type { ReactNode } from 'react';
import type { AddToCartPayload } from './payload';

/**
 * An add-to-cart button as plain markup: it carries its payload, and one listener for the whole page (`CartClicks`)
 * answers every such button, so a listing of 24 cards hydrates no component per card. Usable from server and client
 * components alike (the product page's panel renders it with the chosen variant and quantity).
 */
export function AddToCartButton({
  payload,
  className,
  children,
}: {
  payload: AddToCartPayload;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`aria-busy:cursor-wait aria-busy:opacity-70 ${className ?? ''}`}
      data-add-to-cart={JSON.stringify(payload)}
    >
      {children}
    </button>
  );
}
