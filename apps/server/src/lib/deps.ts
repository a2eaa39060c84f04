import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Database, Db } from '../db/client';
import type { SessionCache } from '../modules/auth/session-cache';
import type { TokenService } from '../modules/auth/tokens';
import type { Mailer } from '../modules/mail/mail.service';
import type { EventBus } from './events';

/** What services are built from, once per app. */
export interface ServiceDeps {
  db: Db;
  /** Which database db is: the embedded PGlite or PostgreSQL (DATABASE_URL). */
  driver: Database['driver'];
  config: AppConfig;
  log: FastifyBaseLogger;
  mailer: Mailer;
  tokens: TokenService;
  sessionCache: SessionCache;
  /** In-process domain events between modules. */
  events: EventBus;
}

/** Who is asking, as far as the network tells. */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}
