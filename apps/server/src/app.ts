import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { originRule } from './config/cors-origins';
import type { AppConfig, Env } from './config/env';
import { resolveJwtSecret } from './config/jwt-secret';
import { prepareSealing } from './config/reseal';
import { resolveSealingKeys } from './config/sealing-key';
import { signingKey } from './config/signing-keys';
import { fastifyTrustProxy } from './config/trust-proxy';
import { type Database, type Db, type OpenOptions, openDatabase } from './db/client';
import type { ServiceDeps } from './lib/deps';
import { loggerOptions } from './lib/logger';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createPerformanceService, type PerformanceService } from './modules/analytics/performance.module';
import { type RollupWarmup, warmRollups } from './modules/analytics/rollup-warmup';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { type AuthServices, activateAuthServices, createAuthServices } from './modules/auth/auth.service';
import { emailFlowRoutes } from './modules/auth/email-flows.routes';
import { SessionCache } from './modules/auth/session-cache';
import { createTokenService } from './modules/auth/tokens';
import { twoFactorRoutes } from './modules/auth/two-factor.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { type ContactService, createContactService } from './modules/contact/contact.service';
import { demoRoutes } from './modules/demo/demo.routes';
import { createDemoService, type DemoService } from './modules/demo/demo.service';
import { createDiscoveryServices, type DiscoveryServices } from './modules/discovery/discovery.module';
import { discoveryRoutes } from './modules/discovery/discovery.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createJobsModule, type JobsService } from './modules/jobs/jobs.module';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { sharedQueue } from './modules/jobs/queue';
import { createLeadServices, type LeadServices, parseDelays } from './modules/leads/leads.module';
import { leadRoutes } from './modules/leads/leads.routes';
import { publicLeadRoutes } from './modules/leads/public.routes';
import { limitsRoutes } from './modules/limits/limits.routes';
import { createLimitsService, type LimitsService } from './modules/limits/limits.service';
import { createMailer, type Mailer } from './modules/mail/mail.service';
import { createPredictionsModule, type PredictionsService } from './modules/predictions/predictions.module';
import { predictionRoutes } from './modules/predictions/predictions.routes';
import { providerRoutes } from './modules/providers/providers.routes';
import { createRankingsService, type RankingsService } from './modules/rankings/rankings.module';
import { rankingsRoutes } from './modules/rankings/rankings.routes';
import { registerRealtime } from './modules/realtime/index';
import { attachPgAdapter } from './modules/realtime/pg-adapter';
import { registerHosting } from './modules/sites/hosting.routes';
import {
  createSitesServices,
  type SitesModuleOptions,
  type SitesServices,
} from './modules/sites/sites.module';
import { sitesRoutes } from './modules/sites/sites.routes';
import { registerAuth } from './plugins/auth';
import { errorHandler, frameworkErrors } from './plugins/error-handler';
import { registerInfrastructure } from './plugins/infrastructure';
import { registerLenientJson } from './plugins/json-body';
import { registerNulGuard } from './plugins/nul-guard';
import { registerSpa } from './plugins/static-spa';
import { registerSwagger } from './plugins/swagger';

export interface AppServices extends AuthServices, DiscoveryServices, LeadServices, SitesServices {
  contact: ContactService;
  jobs: JobsService;
  rankings: RankingsService;
  performance: PerformanceService;
  predictions: PredictionsService;
  demo: DemoService;
  limits: LimitsService;
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

/** What the process (or a test) passes besides the environment. */
export interface BuildOptions extends OpenOptions {
  /** Sites module: e.g. a stub TXT resolver for custom-domain checks. */
  sites?: SitesModuleOptions;
}

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
    config,
    log: app.log,
    mailer,
    tokens,
    sessionCache: new SessionCache(),
  };
  const leadModule = createLeadServices(deps, {
    realtime: () => app.realtime,
    verticals: (userId) => services.discovery.verticals(userId),
    retryDelaysMs: parseDelays(config.LEAD_RETRY_DELAYS),
    sharedLimits: database.driver === 'postgres',
    performance: () => services.performance,
  });
  const services: AppServices = {
    ...createAuthServices(deps),
    contact: createContactService(deps),
    limits: createLimitsService(deps),
    ...leadModule.services,
    ...createDiscoveryServices(deps, {
      baseUrls: { 'census-cbp': config.CENSUS_API_BASE_URL, dataforseo: config.DATAFORSEO_API_BASE_URL },
    }),
    jobs: undefined as unknown as JobsService,
    predictions: undefined as unknown as PredictionsService,
    rankings: undefined as unknown as RankingsService,
    performance: createPerformanceService(deps, { realtime: () => app.realtime }),
    demo: undefined as unknown as DemoService,
    ...createSitesServices(deps, () => app, options.sites),
  };
  services.rankings = createRankingsService(deps, {
    providers: services.providers,
    market: services.discovery.marketAccess,
    realtime: () => app.realtime,
    performance: () =>
      (services as Partial<Record<'performance', { evaluate?: (t: string, s?: string) => unknown }>>)
        .performance,
    queue: () => sharedQueue(database.db),
  });
  services.jobs = createJobsModule(deps, {
    database,
    discovery: services.discovery,
    sites: () => services.sites,
    realtime: () => app.realtime,
    limits: () => services.limits,
  });
  // Demo portfolio: real sites through the sites service, traffic over loopback to this server.
  services.demo = createDemoService(deps, {
    sites: () => services.sites,
    search: (userId, q) => services.discovery.search(userId, q),
    verticals: (userId) => services.discovery.verticals(userId),
    realtime: () => app.realtime,
    rankings: () => services.rankings,
    performance: () => services.performance,
    flushEvents: () => services.leads.flushEvents(),
    forgetSite: (site) => services.siteHost.forget(site),
    baseUrl: () => listeningUrl(app) ?? config.PUBLIC_URL.replace(/\/+$/, ''),
    driver: database.driver,
    limits: () => services.limits,
  });
  services.predictions = createPredictionsModule(deps, {
    discovery: services.discovery,
    realtime: () => app.realtime,
  });
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
    allowOrigin: originRule(config),
  });
  await attachPgAdapter(app, config.DATABASE_URL);
  // A session ended here (logout, revocation, password change) drops its realtime connections on
  // every process at once, and every process stops accepting its access tokens at once.
  deps.sessionCache.onRevoke((sids) => {
    for (const sid of sids) app.realtime.disconnectSession(sid);
  });
  app.realtime.onSessionEndedElsewhere((sid) => deps.sessionCache.revokedElsewhere(sid));
  // Before the routes: a custom domain's Host is that site on every path.
  registerHosting(app, { host: services.siteHost, previews: services.sitePreviews });

  const routeOpts = { services, config };
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api', ...routeOpts });
  await app.register(emailFlowRoutes, { prefix: '/api', ...routeOpts });
  await app.register(twoFactorRoutes, { prefix: '/api', ...routeOpts });
  await app.register(accountRoutes, { prefix: '/api', ...routeOpts });
  await app.register(contactRoutes, { prefix: '/api', contact: services.contact, config });
  await app.register(discoveryRoutes, { prefix: '/api', discovery: services.discovery });
  await app.register(providerRoutes, { prefix: '/api', providers: services.providers });
  await app.register(leadRoutes, { prefix: '/api', services: leadModule.services });
  await app.register(publicLeadRoutes, {
    prefix: '/api',
    leads: services.leads,
    renters: services.renters,
  });
  await app.register(jobsRoutes, { prefix: '/api', jobs: services.jobs });
  await app.register(sitesRoutes, { prefix: '/api', sites: services.sites });
  await app.register(rankingsRoutes, { prefix: '/api', rankings: services.rankings });
  await app.register(analyticsRoutes, { prefix: '/api', performance: services.performance });
  await app.register(predictionRoutes, { prefix: '/api', predictions: services.predictions });
  await app.register(demoRoutes, { prefix: '/api', demo: services.demo });
  await app.register(limitsRoutes, { prefix: '/api', limits: services.limits });
  await registerOauthRoutes(app);
  await registerSpa(app, config.WEB_DIST);

  await services.jobs.start(); // after migrations; resumes jobs a previous process left
  await services.rankings.start(); // after the queue: rank-check worker and the hourly schedule
  leadModule.start(); // webhook retries left by a previous process are picked up
  app.addHook('onListen', async () => services.demo.start()); // resumes a demo run a previous process left
  // A closing process stops its demo run first (its heartbeat stops, so another process takes the run
  // over at once), while its visitors can still reach the listening server.
  app.addHook('preClose', async () => services.demo.stop());
  // Builds the analytics rollups an upgrade left to build (not in tests: they check marks themselves).
  let warmup: RollupWarmup | undefined;
  if (config.NODE_ENV !== 'test') {
    app.addHook('onListen', async () => {
      warmup = warmRollups(database.db, app.log);
    });
  }
  app.addHook('onClose', async () => {
    warmup?.stop();
    await warmup?.done;
    await services.demo.stop();
    await leadModule.stop();
    await services.rankings.stop();
    await services.performance.stop();
    await services.jobs.stop();
    deactivate();
    mailer.close();
    await database.close();
  });
  return app;
}

/** http://127.0.0.1:{port} while the server listens (the demo's visitors call it over loopback). */
function listeningUrl(app: FastifyInstance): string | null {
  const a = app.server.listening ? app.server.address() : null;
  if (!a || typeof a !== 'object') return null;
  const host = a.family === 'IPv6' ? (a.address === '::' ? '127.0.0.1' : `[${a.address}]`) : a.address;
  return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${a.port}`;
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
