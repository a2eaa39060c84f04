import { defineModule } from '../../lib/module';
import { demoRoutes } from './demo.routes';
import { createDemoService, type DemoService } from './demo.service';

export type { DemoService } from './demo.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** The demo portfolio: real generated sites, with traffic over loopback to this server. */
    demo: DemoService;
  }
}

/** Where the server answers while it listens (the demo's visitors call it over loopback). */
function listeningUrl(server: { listening: boolean; address(): unknown }): string | null {
  const a = server.listening ? server.address() : null;
  if (!a || typeof a !== 'object' || !('port' in a) || !('address' in a) || !('family' in a)) return null;
  const { address, family, port } = a;
  if (typeof address !== 'string') return null;
  const host = family === 'IPv6' ? (address === '::' ? '127.0.0.1' : `[${address}]`) : address;
  return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${String(port)}`;
}

/** The demo portfolio (docs/product/rules.md#demo-portfolio). */
export const demoModule = defineModule({
  name: 'demo',
  provides: ['demo'],
  requires: [
    'sites',
    'siteHost',
    'discovery',
    'realtime',
    'rankings',
    'performance',
    'leads',
    'limits',
    'experiments',
    'competitive',
  ],
  create: ({ deps, use, app }) => {
    const [sites, siteHost, discovery, realtime] = [
      use('sites'),
      use('siteHost'),
      use('discovery'),
      use('realtime'),
    ];
    const [rankings, performance, leads, limits] = [
      use('rankings'),
      use('performance'),
      use('leads'),
      use('limits'),
    ];
    const experiments = use('experiments');
    const competitive = use('competitive');
    const demo = createDemoService(deps, {
      sites: () => sites,
      search: (actor, q) => discovery.search(actor, q),
      verticals: (actor) => discovery.verticals(actor),
      realtime: () => realtime,
      rankings: () => rankings,
      performance: () => performance,
      flushEvents: () => leads.flushEvents(),
      forgetSite: (site) => siteHost.forget(site),
      baseUrl: () => listeningUrl(app.server) ?? deps.config.PUBLIC_URL,
      driver: deps.driver,
      limits: () => limits,
      experiments: () => experiments,
      competitive: () => competitive,
    });
    return {
      services: { demo },
      routes: (server) => demoRoutes(server, { demo }),
      // Resumes a demo run a previous process left.
      onListen: () => demo.start(),
      // A closing process stops its demo run first (its heartbeat stops, so another process takes the
      // run over at once), while its visitors can still reach the listening server.
      preClose: () => demo.stop(),
      stop: () => demo.stop(),
    };
  },
});
