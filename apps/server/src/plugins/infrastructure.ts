import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { originRule } from '../config/cors-origins';
import type { AppConfig } from '../config/env';
import { trustProxyWarning } from '../config/trust-proxy';
import type { Db } from '../db/client';
import { RateLimitError } from '../lib/errors';
import { sharedRateLimitStore } from './shared-rate-limit-store';

/**
 * Security headers, CORS (config/cors-origins.ts), cookies, form bodies and the (per-route) rate
 * limiter. With `sharedDb` (PostgreSQL, where several processes may serve one database) the
 * limiter's windows live in it.
 */
export async function registerInfrastructure(app: FastifyInstance, config: AppConfig, sharedDb?: Db) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google profile pictures are shown cross-origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const warning = trustProxyWarning(config.TRUST_PROXY);
  if (warning) app.log.warn(warning);
  // Credentialed CORS for the public origin, CORS_ORIGINS and (in development) local hosts only: any
  // other origin gets no Access-Control-Allow-* headers and its preflight is not answered (404).
  const allowOrigin = originRule(config);
  await app.register(cors, {
    credentials: true,
    origin: (origin, cb) => cb(null, allowOrigin(origin)),
  });
  await app.register(cookie, { secret: config.JWT_SECRET });
  await app.register(formbody);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new RateLimitError(),
    ...(sharedDb ? { store: sharedRateLimitStore(sharedDb) } : {}),
  });
}

/** Route config for the public auth calls: AUTH_RATE_LIMIT_MAX per IP per minute. */
export function authRateLimit(config: AppConfig) {
  return { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 } };
}
