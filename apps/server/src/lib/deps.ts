import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/client';
import type { SessionCache } from '../modules/auth/session-cache';
import type { TokenService } from '../modules/auth/tokens';
import type { Mailer } from '../modules/mail/mail.service';

/** What services are built from, once per app. */
export interface ServiceDeps {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  mailer: Mailer;
  tokens: TokenService;
  sessionCache: SessionCache;
}

/** Who is asking, as far as the network tells. */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}
