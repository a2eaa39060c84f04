import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ServiceDeps } from './deps';

/**
 * Every service the app's modules provide, by name. Each module adds its own entries from its
 * `index.ts` (declaration merging), so this file never imports a module:
 *
 *   declare module '../../lib/module' { interface ModuleServices { contact: ContactService } }
 *
 * See docs/architecture.md#the-module-contract.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each module's declaration
export interface ModuleServices {}

export type ServiceName = keyof ModuleServices;

/** What a module's `create` is given: the app-wide deps and the services it declared it requires. */
export interface ModuleContext<R extends ServiceName> {
  deps: ServiceDeps;
  /** Another module's service, one of `requires` (created before this module). */
  use<K extends R>(name: K): ModuleServices[K];
  /** The Fastify instance (its server and inject), for the few modules that serve transports. */
  app: FastifyInstance;
}

/** What `create` returns: the services it provides, its routes, and lifecycle hooks. */
export interface ModuleInstance<P extends ServiceName> {
  services: Pick<ModuleServices, P>;
  /** Registered under /api after every module was created. */
  routes?: FastifyPluginAsync;
  /** Registered before the routes, outside /api (hosting, transports). */
  register?: (app: FastifyInstance) => void | Promise<void>;
  /** After every module's routes are registered (workers, schedules, resumed work). */
  start?: () => void | Promise<void>;
  /** Once the server listens. */
  onListen?: () => void | Promise<void>;
  /** Before the server stops accepting connections. */
  preClose?: () => void | Promise<void>;
  /** On close, in the reverse order of creation. */
  stop?: () => void | Promise<void>;
}

export interface AppModule<P extends ServiceName = ServiceName, R extends ServiceName = ServiceName> {
  name: string;
  provides: readonly P[];
  /** Services of other modules this one uses (omit when none). */
  requires?: readonly R[];
  create(ctx: ModuleContext<R>): ModuleInstance<P> | Promise<ModuleInstance<P>>;
}

/** Declares a module; the type parameters are read from `provides` and `requires`. */
export function defineModule<const P extends ServiceName, const R extends ServiceName = never>(
  module: AppModule<P, R>,
): AppModule<P, R> {
  return module;
}
