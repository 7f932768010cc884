import { type ErrorCode, errorCodes, formatMessage, messages, type QuantityError } from '@wb/contract';

type Params = Record<string, string | number>;

/** Field messages of a validation failure; `quantity` of a cart's stock failure (spec §5). */
export type FailureErrors = Record<string, Array<string | QuantityError>>;

/**
 * An expected failure, by its stable code from the contract (`stock.insufficient`, `otp.resend_too_soon` …): the code
 * decides the HTTP status and the Arabic message, filled with `params`. Services throw it; the error handler answers
 * `{ message, code, errors, request_id }`. Anything else that escapes is a 500.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly params: Params | undefined;
  readonly errors: FailureErrors | undefined;
  /** Seconds after which a refused request (429, a 409 still in progress) may be tried again; sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    options: { params?: Params; errors?: FailureErrors; retryAfterSeconds?: number; message?: string } = {},
  ) {
    const entry = errorCodes[code];
    super(options.message ?? formatMessage(messages[entry.message], options.params ?? {}));
    this.status = entry.status;
    this.params = options.params;
    this.errors = options.errors;
    this.retryAfterSeconds =
      options.retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(options.retryAfterSeconds));
  }

  static of(code: ErrorCode, params?: Params): ApiError {
    return new ApiError(code, params ? { params } : {});
  }

  /** Refused for now: the client may try again after `retryAfterSeconds` (sent as Retry-After). */
  static tooMany(code: ErrorCode, retryAfterSeconds: number, params?: Params): ApiError {
    return new ApiError(code, { retryAfterSeconds, ...(params ? { params } : {}) });
  }

  /** A failure of one field (422 and the like), the message repeated under the field as Laravel does. */
  static field(field: string, code: ErrorCode, params?: Params): ApiError {
    const message = formatMessage(messages[errorCodes[code].message], params ?? {});
    return new ApiError(code, { message, errors: { [field]: [message] }, ...(params ? { params } : {}) });
  }
}
