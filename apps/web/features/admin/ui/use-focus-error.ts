'use client';

import { type RefObject, useEffect } from 'react';

/**
 * After the API refuses a form, focus moves to the first field it named (`aria-invalid`), so its Arabic message is on
 * screen and read out, however far down the form the field is.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: Record<string, string[]>): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  }, [form, errors]);
}
