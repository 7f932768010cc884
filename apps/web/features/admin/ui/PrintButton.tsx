'use client';

import { deskButton } from './form';

/** Opens the browser's print dialog (the packing slip); not printed itself. */
export function PrintButton({ label = 'طباعة' }: { label?: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={`${deskButton.primary} print:hidden`}>
      {label}
    </button>
  );
}
