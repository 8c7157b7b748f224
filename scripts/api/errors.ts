import type { FieldError } from '../../src/core/forms/fields.ts';

/** An answer other than success: status and JSON body (`{ error }` or the 400 `{ error, errors }`). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(typeof body === 'object' && body && 'error' in body ? String(body.error) : `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** 400 with every field's path and message (the contract's ValidationErrorSchema). */
export function invalid(error: string, errors: readonly FieldError[]): HttpError {
  return new HttpError(400, { error, errors });
}

/** 404 `{ error }`. */
export function notFound(error: string): HttpError {
  return new HttpError(404, { error });
}
