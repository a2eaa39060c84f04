import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig, Env } from './config/env';
import { resolveJwtSecret } from './config/jwt-secret';
import { type Database, type Db, type OpenOptions, openDatabase } from './db/client';
import type { ServiceDeps } from './lib/deps';
import { loggerOptions } from './lib/logger';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { type AuthServices, activateAuthServices, createAuthServices } from './modules/auth/auth.service';
import { emailFlowRoutes } from './modules/auth/email-flows.routes';
import { SessionCache } from './modules/auth/session-cache';
import { createTokenService } from './modules/auth/tokens';
import { twoFactorRoutes } from './modules/auth/two-factor.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { type ContactService, createContactService } from './modules/contact/contact.service';
import { createDiscoveryServices, type DiscoveryServices } from './modules/discovery/discovery.module';
import { discoveryRoutes } from './modules/discovery/discovery.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createMailer, type Mailer } from './modules/mail/mail.service';
import { providerRoutes } from './modules/providers/providers.routes';
import { corsRule, registerRealtime } from './modules/realtime/index';
import { registerAuth } from './plugins/auth';
import { errorHandler } from './plugins/error-handler';
import { registerInfrastructure } from './plugins/infrastructure';
import { registerLenientJson } from './plugins/json-body';
import { registerSpa } from './plugins/static-spa';
import { registerSwagger } from './plugins/swagger';

export interface AppServices extends AuthServices, DiscoveryServices {
  contact: ContactService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbDriver: Database['driver'];
    mailer: Mailer;
    services: AppServices;
  }
}

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Builds the whole app: infrastructure, then services, then routes, then the SPA. */
export async function buildApp(env: Env, options: OpenOptions = {}): Promise<FastifyInstance> {
  const database = await openDatabase(env, options);
  try {
    return await assemble(env, database);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}

async function assemble(env: Env, database: Database): Promise<FastifyInstance> {
  const config: AppConfig = { ...env, JWT_SECRET: await resolveJwtSecret(env, database) };
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Plugins (swagger-ui above all) load slowly on a busy 2-core machine; 10 s was seen to trip.
    pluginTimeout: 60_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  registerLenientJson(app);

  await registerInfrastructure(app, config);
  await registerSwagger(app);

  const mailer = createMailer({ db: database.db, config, log: app.log });
  const tokens = createTokenService(config.JWT_SECRET);
  const deps: ServiceDeps = {
    db: database.db,
    config,
    log: app.log,
    mailer,
    tokens,
    sessionCache: new SessionCache(),
  };
  const services: AppServices = {
    ...createAuthServices(deps),
    contact: createContactService(deps),
    ...createDiscoveryServices(deps, {
      baseUrls: { 'census-cbp': config.CENSUS_API_BASE_URL, dataforseo: config.DATAFORSEO_API_BASE_URL },
    }),
  };
  const deactivate = activateAuthServices(services);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbDriver', database.driver);
  app.decorate('mailer', mailer);
  app.decorate('services', services);
  registerAuth(app, { tokens, sessions: services.sessions });
  registerRealtime(app, {
    db: database.db,
    tokens,
    sessions: services.sessions,
    allowOrigin: corsRule(config.PUBLIC_URL),
  });

  const routeOpts = { services, config };
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api', ...routeOpts });
  await app.register(emailFlowRoutes, { prefix: '/api', ...routeOpts });
  await app.register(twoFactorRoutes, { prefix: '/api', ...routeOpts });
  await app.register(accountRoutes, { prefix: '/api', ...routeOpts });
  await app.register(contactRoutes, { prefix: '/api', contact: services.contact, config });
  await app.register(discoveryRoutes, { prefix: '/api', discovery: services.discovery });
  await app.register(providerRoutes, { prefix: '/api', providers: services.providers });
  await registerOauthRoutes(app);
  await registerSpa(app, config.WEB_DIST);

  app.addHook('onClose', async () => {
    deactivate();
    mailer.close();
    await database.close();
  });
  return app;
}

/** The Google sign-in module is written separately; the app boots without it. */
async function registerOauthRoutes(app: FastifyInstance) {
  const exists = ['ts', 'js'].some((ext) =>
    fs.existsSync(path.join(SRC, `modules/oauth/oauth.routes.${ext}`)),
  );
  if (!exists) {
    app.log.debug('modules/oauth/oauth.routes not present: Google sign-in routes not registered');
    return;
  }
  const specifier = './modules/oauth/oauth.routes.js';
  const mod = (await import(specifier)) as { oauthRoutes: FastifyPluginAsync };
  await app.register(mod.oauthRoutes, { prefix: '/api' });
}
