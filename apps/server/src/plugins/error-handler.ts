import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

// One place turns every failure into { success:false, error, message, details? }; 5xx never leak internals.

const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Unsupported content type. Send the body as JSON (application/json).',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'invalid_json',
    message: 'The request body is empty but should be JSON.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'The request length is invalid.' },
};

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

function validationMessage(issues: ValidationIssue[]): string {
  const first = issues[0];
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? 'Invalid request';
  if (!field && /expected object/.test(message)) return 'The request body must be a JSON object.';
  // zod's default messages ("Invalid input: expected string...") and contract messages starting with
  // "must " do not name the field; other custom ones do.
  return field && /^(Invalid|Too|Unrecognized|Expected|must )/.test(message)
    ? `${field}: ${message}`
    : message;
}

export function send(reply: FastifyReply, status: number, code: string, message: string, details?: unknown) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, error: code, message, ...(details === undefined ? {} : { details }) });
}

export function errorHandler(
  this: FastifyInstance,
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (err instanceof AppError) {
    if (err.statusCode >= 500) request.log.error({ err }, err.message);
    return send(reply, err.statusCode, err.code, err.message, err.details);
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({ path: v.instancePath, message: v.message }));
    return send(reply, 400, 'validation_error', validationMessage(err.validation), issues);
  }
  if (err.validation) {
    return send(reply, 400, 'validation_error', err.message);
  }
  const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
  if (known) return send(reply, err.statusCode ?? 400, known.code, known.message);
  if (err instanceof SyntaxError || (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)) {
    const status = err instanceof SyntaxError && !err.statusCode ? 400 : (err.statusCode ?? 400);
    return send(reply, status, status === 429 ? 'rate_limited' : 'bad_request', err.message || 'Bad request');
  }
  request.log.error({ err }, 'unexpected error');
  return send(reply, 500, 'internal_error', 'Internal server error');
}

/**
 * What Fastify's router refuses before any route runs (the `frameworkErrors` option): a malformed
 * %-escape in the path and a path parameter over maxParamLength. Without it they are Fastify's own
 * JSON, which is not the envelope and echoes the path back.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_BAD_URL')
    return send(reply, 400, 'bad_url', 'The address is not valid: it has a malformed %-escape.');
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(reply, 414, 'uri_too_long', 'A part of the address is too long.');
  request.log.error({ err }, 'unexpected router error');
  return send(reply, 500, 'internal_error', 'Internal server error');
}
