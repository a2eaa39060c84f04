import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig, Env } from './config/env';
import { resolveJwtSecret } from './config/jwt-secret';
import { prepareSealing } from './config/reseal';
import { resolveSealingKeys } from './config/sealing-key';
import { signingKey } from './config/signing-keys';
import { fastifyTrustProxy } from './config/trust-proxy';
import { type Database, type Db, type OpenOptions, openDatabase } from './db/client';
import { composeModules } from './lib/compose';
import type { ServiceDeps } from './lib/deps';
import { EventBus } from './lib/events';
import { loggerOptions } from './lib/logger';
import type { ModuleServices } from './lib/module';
import { SessionCache } from './modules/auth/session-cache';
import { createTokenService } from './modules/auth/tokens';
import { appModules, type ModuleOptions } from './modules/index';
import { createMailer, type Mailer } from './modules/mail/index';
import { registerAuth } from './plugins/auth';
import { errorHandler, frameworkErrors } from './plugins/error-handler';
import { registerInfrastructure } from './plugins/infrastructure';
import { registerLenientJson } from './plugins/json-body';
import { registerNulGuard } from './plugins/nul-guard';
import { registerSpa } from './plugins/static-spa';
import { registerSwagger } from './plugins/swagger';

/** Every module's services, by name (each module declares its own in its index.ts). */
export type AppServices = ModuleServices;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbDriver: Database['driver'];
    mailer: Mailer;
    services: AppServices;
  }
}

/** What the process (or a test) passes besides the environment. */
export interface BuildOptions extends OpenOptions, ModuleOptions {}

/** Builds the whole app: infrastructure, then services, then routes, then the SPA. */
export async function buildApp(env: Env, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = await openDatabase(env, options);
  try {
    return await assemble(env, database, options);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}

async function assemble(env: Env, database: Database, options: BuildOptions): Promise<FastifyInstance> {
  const jwtSecret = await resolveJwtSecret(env, database);
  const sealing = resolveSealingKeys(env);
  const config: AppConfig = {
    ...env,
    JWT_SECRET: jwtSecret,
    sealing: sealing.keys.withLegacySecret(jwtSecret),
  };
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Plugins (swagger-ui above all) load slowly on a busy 2-core machine; 10 s was seen to trip.
    pluginTimeout: 60_000,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  registerLenientJson(app);
  registerNulGuard(app);
  if (sealing.generatedNotice) app.log.warn(sealing.generatedNotice);
  await prepareSealing(database.db, config.sealing, app.log); // before any service opens a sealed value

  await registerInfrastructure(app, config, database.driver === 'postgres' ? database.db : undefined);
  await registerSwagger(app);

  const mailer = createMailer({ db: database.db, config, log: app.log });
  const tokens = createTokenService(signingKey(config.JWT_SECRET, 'tokens'));
  const deps: ServiceDeps = {
    db: database.db,
    driver: database.driver,
    config,
    log: app.log,
    mailer,
    tokens,
    sessionCache: new SessionCache(),
    events: new EventBus(),
  };
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbDriver', database.driver);
  app.decorate('mailer', mailer);

  // Every module, created in the order their requirements impose (docs/architecture.md#wiring).
  const { services, instances } = await composeModules(appModules(options), deps, app);
  app.decorate('services', services);
  registerAuth(app, {
    tokens,
    sessions: services.sessions,
    actors: services.actors,
    apiKeys: services.apiKeys,
  });
  for (const { instance } of instances) await instance.register?.(app);
  for (const { instance } of instances) {
    if (instance.routes) await app.register(instance.routes, { prefix: '/api' });
  }
  await registerSpa(app, config.WEB_DIST);

  for (const { instance } of instances) await instance.start?.();
  app.addHook('onListen', async () => {
    for (const { instance } of instances) await instance.onListen?.();
  });
  app.addHook('preClose', async () => {
    for (const { instance } of instances) await instance.preClose?.();
  });
  app.addHook('onClose', async () => {
    for (const { instance } of [...instances].reverse()) await instance.stop?.();
    mailer.close();
    await database.close();
  });
  return app;
}
