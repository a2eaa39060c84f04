import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../config/env';

const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'refreshToken',
  'accessToken',
  'apiKey',
];

/** pino options: secrets (authorization, cookies, passwords, tokens) are redacted from every line. */
export function loggerOptions(config: Env): FastifyServerOptions['logger'] {
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  return {
    level: config.LOG_LEVEL,
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
