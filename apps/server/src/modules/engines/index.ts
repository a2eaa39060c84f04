import type { EngineId } from '@sdp/shared';
import type { EngineDefinition, EngineRegistry } from '../../lib/engine';
import { defineModule } from '../../lib/module';
import { contentEngine } from './definitions/content';
import { deploymentEngine } from './definitions/deployment';
import { keywordIntelligenceEngine } from './definitions/keyword-intelligence';
import { marketScannerEngine } from './definitions/market-scanner';
import { rankTrackingEngine } from './definitions/rank-tracking';
import { siteBuilderEngine } from './definitions/site-builder';
import { createEngineRunner, type EngineRunner } from './engine-runner';
import { enginesRoutes } from './engines.routes';
import { createEnginesService, type EnginesServiceImpl } from './engines.service';
import { createRequestBuffer } from './system-health';

export { INSIGHTS_KEPT } from './insight-drafts';

export type EnginesService = EngineRegistry & {
  /** The registered definition of an engine (undefined until its module registered it). */
  definition(id: EngineId): EngineDefinition | undefined;
  /** Full service (status, insights, runs): the routes' and tests' view. */
  impl: EnginesServiceImpl;
  /** Waits for runs this process is doing (tests). */
  settled(): Promise<unknown>;
};

declare module '../../lib/module' {
  interface ModuleServices {
    /** The intelligence engines: registry, runs, status and insights (docs/engines.md). */
    engines: EnginesService;
  }
}

/** Engines a published site calls for (docs/engines.md#triggers). */
const ON_PUBLISHED: EngineId[] = ['deployment', 'site-builder', 'content'];

/** The intelligence engines (docs/engines.md). */
export const enginesModule = defineModule({
  name: 'engines',
  provides: ['engines'],
  requires: [
    'realtime',
    'queue',
    'discovery',
    'onboarding',
    'predictions',
    'providers',
    'rankings',
    'limits',
  ],
  create: ({ deps, use }) => {
    const realtime = use('realtime');
    const queue = use('queue');
    const requests = createRequestBuffer();
    let runner: EngineRunner | undefined;
    const limits = use('limits');
    const impl = createEnginesService(deps, {
      runner: () => runner!,
      requests,
      assertWork: (teamId) => limits.assertWork(teamId),
    });
    runner = createEngineRunner(deps, {
      realtime: () => realtime,
      queue: () => queue.current(),
      definition: (id) => impl.definition(id),
    });

    const db = deps.db;
    impl.register(marketScannerEngine({ db, discovery: use('discovery'), onboarding: use('onboarding') }));
    impl.register(keywordIntelligenceEngine({ db }));
    impl.register(contentEngine({ db }));
    impl.register(siteBuilderEngine({ db }));
    impl.register(deploymentEngine({ db }));
    impl.register(
      rankTrackingEngine({
        db,
        predictions: use('predictions'),
        providers: use('providers'),
        rankings: use('rankings'),
      }),
    );

    // A site went live: its deployment, build and content are looked at again.
    deps.events.on('site.published', async (e) => {
      for (const id of ON_PUBLISHED) await impl.request(e.teamId, id);
    });

    const engines: EnginesService = {
      register: impl.register,
      definition: impl.definition,
      request: impl.request,
      impl,
      settled: () => runner!.settled(),
    };
    return {
      services: { engines },
      // Every /api request's duration and status, for system health (docs/engines.md#system-health).
      register: (app) => {
        app.addHook('onResponse', async (request, reply) => {
          if (!request.url.startsWith('/api/')) return;
          requests.record({ at: Date.now(), ms: reply.elapsedTime, status: reply.statusCode });
        });
      },
      routes: (app) => enginesRoutes(app, { engines: impl }),
      start: () => runner!.start(),
      stop: () => runner!.stop(),
    };
  },
});
