import { MESSAGES } from '@sdp/shared';

/**
 * docs/product/web.md#api-client-and-errors: every API error is normalized to message, status, code and
 * details.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly details?: unknown;

  constructor(init: { message: string; status: number; code?: string; details?: unknown }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
  }
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/**
 * Builds the normalized error from a response body. The message comes from the body's message or
 * error field (the server puts its human text in message and a stable code in error).
 */
export function normalizeApiError(status: number, body: unknown): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message = text(b.message) ?? text(b.error) ?? MESSAGES.unknownError;
  const code = text(b.code) ?? (text(b.message) ? text(b.error) : undefined);
  return new ApiError({ message, status, code, details: b.details });
}

/** The error's own message (the server's, when it gave one), else the caller's default. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.unknownError): string {
  if (error instanceof Error && error.message && error.message !== MESSAGES.unknownError)
    return error.message;
  return fallback;
}
