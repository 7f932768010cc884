import { type MessageKey, messages } from '@wb/contract';

/**
 * An expected failure with an HTTP status and an Arabic message from the catalogue. Services throw it; the error
 * handler turns it into the Laravel-style body `{ message, errors }`. Anything else that escapes is a 500.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Seconds after which a refused request (429) may be tried again; sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  static tooMany(message: string, retryAfterSeconds: number): ApiError {
    return new ApiError(429, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
  }

  static of(status: number, key: MessageKey, errors?: Record<string, string[]>): ApiError {
    return new ApiError(status, messages[key], errors);
  }

  /** A 422 for one field, the message repeated under the field as Laravel does. */
  static field(field: string, key: MessageKey): ApiError {
    return new ApiError(422, messages[key], { [field]: [messages[key]] });
  }

  static notFound(key: MessageKey = 'notFound'): ApiError {
    return ApiError.of(404, key);
  }
}
