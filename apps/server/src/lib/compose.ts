import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from './deps';
import type { ModuleContext, ModuleInstance, ModuleServices, ServiceName } from './module';

/** Any module, with its own type parameters forgotten (the composition root holds a list of them). */
export interface AnyModule {
  name: string;
  provides: readonly ServiceName[];
  requires?: readonly ServiceName[];
  create(ctx: ModuleContext<ServiceName>): AnyInstance | Promise<AnyInstance>;
}

export interface AnyInstance extends Omit<ModuleInstance<never>, 'services'> {
  services: Partial<ModuleServices>;
}

function copy<K extends ServiceName>(from: Partial<ModuleServices>, to: Partial<ModuleServices>, key: K) {
  const service = from[key];
  if (service === undefined) throw new Error(`A module declared it provides ${key} but did not`);
  to[key] = service;
}

/** The services created so far; a module reads only what it declared in `requires`. */
export class ServiceRegistry {
  private readonly built: Partial<ModuleServices> = {};

  get<K extends ServiceName>(name: K): ModuleServices[K] {
    const service = this.built[name];
    if (!isPresent<ModuleServices[K]>(service)) throw new Error(`Service ${name} is not created yet`);
    return service;
  }

  add(names: readonly ServiceName[], services: Partial<ModuleServices>) {
    for (const name of names) copy(services, this.built, name);
  }

  /** Every service, once every module was created. */
  all(): ModuleServices {
    const built = this.built;
    if (!isComplete(built)) throw new Error('Not every module was created');
    return built;
  }
}

function isPresent<T>(value: T | undefined): value is T {
  return value !== undefined;
}

function isComplete(services: Partial<ModuleServices>): services is ModuleServices {
  return Object.values(services).every((s) => s !== undefined);
}

/**
 * Orders modules so each comes after the modules providing what it requires (Kahn's algorithm,
 * keeping the listed order among modules that are free). Throws on a missing provider or a cycle.
 */
export function sortModules<M extends AnyModule>(modules: readonly M[]): M[] {
  const providerOf = new Map<ServiceName, M>();
  for (const m of modules) {
    for (const name of m.provides) {
      const other = providerOf.get(name);
      if (other) throw new Error(`${name} is provided by both ${other.name} and ${m.name}`);
      providerOf.set(name, m);
    }
  }
  const needs = new Map<M, Set<M>>();
  for (const m of modules) {
    const set = new Set<M>();
    for (const name of m.requires ?? []) {
      const provider = providerOf.get(name);
      if (!provider) throw new Error(`Module ${m.name} requires ${name}, which no module provides`);
      if (provider !== m) set.add(provider);
    }
    needs.set(m, set);
  }
  const sorted: M[] = [];
  const done = new Set<M>();
  while (sorted.length < modules.length) {
    const next = modules.find((m) => !done.has(m) && [...(needs.get(m) ?? [])].every((d) => done.has(d)));
    if (!next) {
      const left = modules.filter((m) => !done.has(m)).map((m) => m.name);
      throw new Error(`Modules require each other in a cycle: ${left.join(', ')}`);
    }
    sorted.push(next);
    done.add(next);
  }
  return sorted;
}

export interface Composed {
  services: ModuleServices;
  /** In creation order. */
  instances: { module: AnyModule; instance: AnyInstance }[];
}

/** Creates every module in dependency order; each sees only the services it required. */
export async function composeModules(
  modules: readonly AnyModule[],
  deps: ServiceDeps,
  app: FastifyInstance,
): Promise<Composed> {
  const registry = new ServiceRegistry();
  const instances: Composed['instances'] = [];
  for (const module of sortModules(modules)) {
    const allowed = new Set<ServiceName>(module.requires ?? []);
    const instance = await module.create({
      deps,
      app,
      use: (name) => {
        if (!allowed.has(name)) throw new Error(`Module ${module.name} did not declare it requires ${name}`);
        return registry.get(name);
      },
    });
    registry.add(module.provides, instance.services);
    instances.push({ module, instance });
  }
  return { services: registry.all(), instances };
}
