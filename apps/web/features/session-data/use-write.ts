'use client';

import { QueryClientContext, useMutation } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { sessionQueryClient } from './query-client';
import { type FieldErrors, type WriteOptions, writeMutationOptions } from './write-options';

export type { FieldErrors, WriteContext, WriteOptions } from './write-options';

/**
 * The web's one way to write (issue 23): TanStack Query's `useMutation`, so every write runs through the session's
 * query client, plus what each caller used to write by hand — the Idempotency-Key, the toasts, the exact queries read
 * again, and the API's messages by field (`fieldErrors`, cleared when the next write starts). `busy` is `isPending`.
 * Feature hooks (`use-*.ts`) pass it the options their `*-queries.ts` factories build; the desk's `useDeskWrite` is
 * this hook with the desk's defaults.
 */
export function useWrite<TData = unknown, TVariables = void, TContext = unknown>(
  options: WriteOptions<TData, TVariables, TContext>,
) {
  // The provider's client where there is one; a button outside every `SessionDataProvider` (the desk, a form on a
  // catalogue page) gets the same browser client, so no caller has to wrap itself in one just to write.
  const client = useContext(QueryClientContext) ?? sessionQueryClient();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const mutation = useMutation(writeMutationOptions(client, options, setFieldErrors), client);
  return { ...mutation, busy: mutation.isPending, fieldErrors };
}
