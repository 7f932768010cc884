'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { announceNavigation } from './NavigationProgress';

/**
 * A GET form that navigates on the client when script is there and submits normally when it is not, and shows the
 * route-change indicator. Server components can render it (the filter panel); the search box adds its own check.
 * Empty fields are left out of the URL (`?sort=price_asc`, not `?sort=price_asc&min=&max=`).
 */
export function NavForm({
  action,
  onSubmit,
  ...props
}: Omit<ComponentProps<'form'>, 'action' | 'method'> & { action: string }) {
  const router = useRouter();
  return (
    <form
      {...props}
      action={action}
      method="get"
      onSubmit={(event) => {
        onSubmit?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        const query = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === 'string' && value.trim() !== '') query.append(name, value.trim());
        }
        const text = query.toString();
        announceNavigation();
        router.push(text ? `${action}?${text}` : action);
      }}
    />
  );
}
