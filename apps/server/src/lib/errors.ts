import { MESSAGES } from '@sdp/shared';

/** An error the client may see: a status, a stable code and a readable message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: unknown, code = 'validation_error') {
    super(400, code, message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = MESSAGES.notAuthenticated, code = 'unauthorized') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = MESSAGES.accessForbidden, code = 'forbidden') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(what = 'Resource') {
    super(404, 'not_found', `${what} not found`);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}

export class RateLimitError extends AppError {
  constructor(message: string = MESSAGES.rateLimited, code = 'rate_limited') {
    super(429, code, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string, code = 'service_unavailable') {
    super(503, code, message);
  }
}
