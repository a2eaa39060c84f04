import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type AnyModule, composeModules, sortModules } from './compose';
import type { ServiceDeps } from './deps';
import type { ServiceName } from './module';

// The composition root's ordering and guards, on stand-in modules (service names are borrowed from
// the real ones; the values are plain objects).

const mod = (name: string, provides: string[], requires: string[] = [], log: string[] = []): AnyModule => ({
  name,
  provides: provides as ServiceName[],
  requires: requires as ServiceName[],
  create: ({ use }) => {
    for (const r of requires) use(r as ServiceName);
    log.push(name);
    return { services: Object.fromEntries(provides.map((p) => [p, { from: name }])) };
  },
});

const deps = {} as ServiceDeps;
const app = {} as FastifyInstance;

describe('sortModules', () => {
  it('puts every module after the modules providing what it requires, else keeps the listed order', () => {
    const order = sortModules([
      mod('demo', ['demo'], ['sites', 'leads']),
      mod('sites', ['sites'], ['leads']),
      mod('contact', ['contact']),
      mod('leads', ['leads']),
    ]).map((m) => m.name);
    expect(order).toEqual(['contact', 'leads', 'sites', 'demo']);
  });

  it('names a requirement no module provides', () => {
    expect(() => sortModules([mod('sites', ['sites'], ['leads'])])).toThrow(
      'Module sites requires leads, which no module provides',
    );
  });

  it('names the modules of a cycle', () => {
    expect(() => sortModules([mod('a', ['leads'], ['sites']), mod('b', ['sites'], ['leads'])])).toThrow(
      'Modules require each other in a cycle: a, b',
    );
  });

  it('refuses a service provided twice', () => {
    expect(() => sortModules([mod('a', ['leads']), mod('b', ['leads'])])).toThrow(
      'leads is provided by both a and b',
    );
  });
});

describe('composeModules', () => {
  it('creates in dependency order and gives each module the services it required', async () => {
    const log: string[] = [];
    const { services, instances } = await composeModules(
      [mod('sites', ['sites'], ['leads'], log), mod('leads', ['leads'], [], log)],
      deps,
      app,
    );
    expect(log).toEqual(['leads', 'sites']);
    expect(instances.map((i) => i.module.name)).toEqual(['leads', 'sites']);
    expect(services).toMatchObject({ leads: { from: 'leads' }, sites: { from: 'sites' } });
  });

  it('refuses a service the module did not declare it requires', async () => {
    const sneaky: AnyModule = {
      name: 'sneaky',
      provides: ['sites'],
      create: ({ use }) => {
        use('leads');
        return { services: {} };
      },
    };
    await expect(composeModules([mod('leads', ['leads']), sneaky], deps, app)).rejects.toThrow(
      'Module sneaky did not declare it requires leads',
    );
  });

  it('refuses a module that does not return a service it declared', async () => {
    const broken: AnyModule = { name: 'broken', provides: ['leads'], create: () => ({ services: {} }) };
    await expect(composeModules([broken], deps, app)).rejects.toThrow(
      'A module declared it provides leads but did not',
    );
  });
});
