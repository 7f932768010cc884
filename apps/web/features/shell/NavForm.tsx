'use client';

import Form from 'next/form';
import type { ComponentProps } from 'react';
import { announceNavigation } from './NavigationProgress';

/**
 * A GET form that navigates on the client when script is there and submits normally when it is not (next/form),
 * and shows the route-change indicator. Server components can render it (filters, FAQ, search page).
 */
export function NavForm({ onSubmit, ...props }: ComponentProps<typeof Form>) {
  return (
    <Form
      {...props}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (!event.defaultPrevented) announceNavigation();
      }}
    />
  );
}
