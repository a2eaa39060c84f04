import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Env } from '../config/env';
import { redactUrl } from './redact-url';

const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'refreshToken',
  'accessToken',
  'apiKey',
];

/** Request lines: the URL's secret parameters (`?token=`, `?code=`, preview tokens) are redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** Errors: a URL with a secret in the message or stack (a 404 names its route) is redacted too. */
export function serializeError(err: Error, depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: redactUrl(String(err)), stack: '' };
  const out: SerializedError = { type: err.name || 'Error', message: '', stack: '' };
  for (const [k, v] of Object.entries(err)) out[k] = typeof v === 'string' ? redactUrl(v) : v;
  out.message = redactUrl(err.message);
  out.stack = redactUrl(err.stack ?? '');
  if (err.cause instanceof Error && depth < 5) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/**
 * pino options: secrets (authorization, cookies, passwords, tokens) are redacted from every line,
 * and so are secrets in logged URLs (lib/redact-url.ts).
 */
export function loggerOptions(config: Env): FastifyServerOptions['logger'] {
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  return {
    level: config.LOG_LEVEL,
    serializers: { req: serializeRequest, err: serializeError },
    // Messages too: Fastify's own lines name the URL ("Route GET:/x?token=... not found").
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? redactUrl(a) : a)) as Parameters<typeof method>,
        );
      },
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `body.${f}`]),
      ],
      censor: '[redacted]',
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
