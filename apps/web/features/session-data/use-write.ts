'use client';

import {
  type MutationFunctionContext,
  type QueryClient,
  QueryClientContext,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
} from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { idempotentWrite, newIdempotencyKey } from './idempotency';
import { sessionQueryClient } from './query-client';

/** What a write's request receives besides its variables: TanStack's context and the headers to send. */
export type WriteContext = MutationFunctionContext & { headers: Record<string, string> };

/** Field → the API's Arabic messages, from a refused write (`errors.code`, `errors['fees.0.delivery_fee']`). */
export type FieldErrors = Record<string, string[]>;

export type WriteOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, unknown, TVariables, TContext>,
  'mutationFn'
> & {
  /**
   * The request. `headers` holds the Idempotency-Key when `idempotent`, and nothing otherwise. (Optional in the
   * type only so that the options a `*-queries.ts` factory builds for TanStack pass as they are.)
   */
  mutationFn?: (variables: TVariables, context: WriteContext) => Promise<TData>;
  /**
   * A write a double tap or a lost answer could repeat (DESIGN, "Idempotency"): one fresh key per `mutate`, sent
   * again unchanged by `idempotentWrite` when no answer came back or the server was busy.
   */
  idempotent?: boolean;
  /** The queries the spec says this write makes stale, read again after a success (before `onSuccess` runs). */
  invalidates?: readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly QueryKey[]);
  /** The success toast: the API's own `message` (`'answer'`), a fixed text, or one worked out from the answer. */
  successToast?: 'answer' | string | ((data: TData, variables: TVariables) => string | null | undefined);
  /**
   * The failure toast: the API's message, else this text (`true`: the generic one), or a text worked out from the
   * failure. Left out: no toast (the caller shows the failure beside the form).
   */
  errorToast?: boolean | string | ((error: unknown) => string);
};

function answerMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * The options `useWrite` hands to TanStack: what each caller used to write by hand, around the caller's own request
 * and callbacks. Apart from the hook so a test can run them without React (`runMutation`).
 */
export function writeMutationOptions<TData, TVariables, TContext>(
  client: QueryClient,
  options: WriteOptions<TData, TVariables, TContext>,
  setFieldErrors: (errors: FieldErrors) => void,
): UseMutationOptions<TData, unknown, TVariables, TContext> {
  const { mutationFn, idempotent, invalidates, successToast, errorToast, onMutate, onSuccess, onError, ...rest } =
    options;
  return {
    ...rest,
    mutationFn: (variables, context) => {
      if (!mutationFn) throw new Error('useWrite: a write needs its mutationFn');
      if (!idempotent) return mutationFn(variables, { ...context, headers: {} });
      return idempotentWrite((headers) => mutationFn(variables, { ...context, headers }), {
        key: newIdempotencyKey(),
      });
    },
    onMutate: (variables, context) => {
      setFieldErrors({});
      return onMutate ? onMutate(variables, context) : (undefined as TContext);
    },
    onSuccess: async (data, variables, onMutateResult, context) => {
      const message =
        successToast === 'answer'
          ? answerMessage(data)
          : typeof successToast === 'function'
            ? successToast(data, variables)
            : successToast;
      if (message) toast.success(message);
      const stale = typeof invalidates === 'function' ? invalidates(data, variables) : (invalidates ?? []);
      await Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
      return onSuccess?.(data, variables, onMutateResult, context);
    },
    onError: (error, variables, onMutateResult, context) => {
      setFieldErrors((error instanceof ApiError && error.fieldErrors) || {});
      if (typeof errorToast === 'function') toast.error(errorToast(error));
      else if (errorToast) toast.error(errorMessage(error, typeof errorToast === 'string' ? errorToast : undefined));
      return onError?.(error, variables, onMutateResult, context);
    },
  };
}

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
