import type { AnyModule } from '../lib/compose';
import type { AppModule, ServiceName } from '../lib/module';
import { accountModule } from './account/index';
import { activityModule } from './activity/index';
import { adminModule } from './admin/index';
import { analyticsModule } from './analytics/index';
import { apiKeysModule } from './api-keys/index';
import { authModule } from './auth/index';
import { billingModule } from './billing/index';
import { callsModule } from './calls/index';
import { campaignsModule } from './campaigns/index';
import { causalModule } from './causal/index';
import { chatModule } from './chat/index';
import { competitiveModule } from './competitive/index';
import { contactModule } from './contact/index';
import { contentGeneratorModule } from './content-generator/index';
import { costsModule } from './costs/index';
import { dataExportModule } from './data-export/index';
import { demoModule } from './demo/index';
import { discoveryModule } from './discovery/index';
import { enginesModule } from './engines/index';
import { experimentsModule } from './experiments/index';
import { healthModule } from './health/index';
import { invoicesModule } from './invoices/index';
import { jobsModule } from './jobs/index';
import { leadsModule } from './leads/index';
import { limitsModule } from './limits/index';
import { meteringModule } from './metering/index';
import { mlOptimizationModule } from './ml-optimization/index';
import { oauthModule } from './oauth/index';
import { onboardingModule } from './onboarding/index';
import { predictionsModule } from './predictions/index';
import { type ProjectsModuleOptions, projectsModule } from './projects/index';
import { providersModule } from './providers/index';
import { quickRankModule } from './quick-rank/index';
import { rankingsModule } from './rankings/index';
import { realtimeModule } from './realtime/index';
import { renterPortalModule } from './renter-portal/index';
import { semanticModule } from './semantic/index';
import { seoOpportunitiesModule } from './seo-opportunities/index';
import { serpPatternsModule } from './serp-patterns/index';
import { type SitesModuleOptions, sitesModule } from './sites/index';
import { strategicModule } from './strategic/index';
import { superweaponsModule } from './superweapons/index';
import { teamsModule } from './teams/index';
import { themesModule } from './themes/index';

export interface ModuleOptions {
  /** Sites module: e.g. a stub TXT resolver for custom-domain checks. */
  sites?: SitesModuleOptions;
  /** Projects module: e.g. fixed crawl timeouts for the crawler fixture site. */
  projects?: ProjectsModuleOptions;
}

/**
 * Every module of the app. The order here does not matter: app.ts creates them in the order their
 * `requires` impose (lib/compose.ts), and registers their routes in that order.
 */
export function appModules(options: ModuleOptions = {}): AnyModule[] {
  const modules = [
    healthModule,
    adminModule,
    activityModule,
    teamsModule,
    themesModule,
    billingModule,
    apiKeysModule,
    authModule,
    accountModule,
    oauthModule,
    onboardingModule,
    realtimeModule,
    chatModule,
    contactModule,
    dataExportModule,
    invoicesModule,
    limitsModule,
    meteringModule,
    discoveryModule,
    providersModule,
    leadsModule,
    callsModule,
    sitesModule(options.sites),
    experimentsModule,
    jobsModule,
    rankingsModule,
    analyticsModule,
    predictionsModule,
    demoModule,
    renterPortalModule,
    projectsModule(options.projects),
    seoOpportunitiesModule,
    campaignsModule,
    superweaponsModule,
    quickRankModule,
    enginesModule,
    serpPatternsModule,
    causalModule,
    strategicModule,
    competitiveModule,
    semanticModule,
    contentGeneratorModule,
    mlOptimizationModule,
    costsModule,
  ] as const;
  // Compile-time check: every service some module declared (ModuleServices) is provided by a listed module.
  const everyServiceProvided: Unprovided<(typeof modules)[number]> extends never ? true : false = true;
  void everyServiceProvided;
  return [...modules];
}

type ProvidedBy<M> = M extends AppModule<infer P, infer _R> ? P : never;
type Unprovided<M> = Exclude<ServiceName, ProvidedBy<M>>;
