'use client';

import Form from 'next/form';
import type { ComponentProps } from 'react';
import { announceNavigation } from './NavigationProgress';

/**
 * A GET form that navigates on the client when script is there and submits normally when it is not (next/form),
 * and shows the route-change indicator. Server components can render it (filters, FAQ, search page).
 *
 * Empty fields are left out of the URL (`?sort=price_asc`, not `?sort=price_asc&min=&max=`): they are disabled for
 * the moment next/form reads the form, then enabled again.
 */
export function NavForm({ onSubmit, ...props }: ComponentProps<typeof Form>) {
  return (
    <Form
      {...props}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (event.defaultPrevented) return;
        const empty = [...event.currentTarget.elements].filter(
          (element): element is HTMLInputElement =>
            element instanceof HTMLInputElement &&
            element.name !== '' &&
            !element.disabled &&
            element.type !== 'checkbox' &&
            (element.type !== 'radio' || element.checked) &&
            element.value.trim() === '',
        );
        for (const element of empty) element.disabled = true;
        setTimeout(() => {
          for (const element of empty) element.disabled = false;
        });
        announceNavigation();
      }}
    />
  );
}
