'use client';

import type { ComponentProps } from 'react';

/** A select that submits its form when changed (with script); without script the form's button submits it. */
export function AutoSubmitSelect(props: ComponentProps<'select'>) {
  return <select {...props} onChange={(event) => event.currentTarget.form?.requestSubmit()} />;
}
