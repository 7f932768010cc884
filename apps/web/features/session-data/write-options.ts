import {
  type MutationFunctionContext,
  MutationObserver,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { type IdempotentOptions, idempotentWrite, newIdempotencyKey } from './idempotency';

/*
 * What every write of the web does around its request (issue 23), apart from React: `useWrite` (use-write.ts) runs
 * these options through TanStack's `useMutation`; `runWrite` runs them from code that is no component.
 */

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
   * again unchanged by `idempotentWrite` when no answer came back or the server was busy. (An object: a test's own
   * key and clock.)
   */
  idempotent?: boolean | Partial<IdempotentOptions>;
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
 * and callbacks. Apart from the hook so code outside React (`runWrite`) and tests can run them too.
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
      const { key = newIdempotencyKey(), sleep } = idempotent === true ? {} : idempotent;
      return idempotentWrite((headers) => mutationFn(variables, { ...context, headers }), { key, sleep });
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
 * One write from code that is no component, with everything `useWrite` adds: the catalogue's add-to-cart buttons and
 * hearts are plain markup answered by one listener per page (no component per card to hold a hook), and their code
 * loads on the first press. Resolves with the answer; rejects with the failure once the options have handled it.
 */
export async function runWrite<TData, TVariables, TContext>(
  client: QueryClient,
  options: WriteOptions<TData, TVariables, TContext>,
  variables: TVariables,
): Promise<TData> {
  const observer = new MutationObserver(
    client,
    writeMutationOptions(client, options, () => {}),
  );
  try {
    return await observer.mutate(variables);
  } finally {
    observer.reset();
  }
}
