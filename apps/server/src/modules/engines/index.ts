import type { EngineId } from '@sdp/shared';
import type { EngineDefinition, EngineRegistry } from '../../lib/engine';
import { defineModule } from '../../lib/module';

export type EnginesService = EngineRegistry & {
  /** The registered definition of an engine (undefined until its module registered it). */
  definition(id: EngineId): EngineDefinition | undefined;
};

declare module '../../lib/module' {
  interface ModuleServices {
    /** The intelligence engines: registry, runs, status and insights (docs/engines.md). */
    engines: EnginesService;
  }
}

/** The intelligence engines (docs/engines.md). */
export const enginesModule = defineModule({
  name: 'engines',
  provides: ['engines'],
  create: ({ deps }) => {
    const definitions = new Map<EngineId, EngineDefinition>();
    const engines: EnginesService = {
      register(definition) {
        if (definitions.has(definition.id)) throw new Error(`engine ${definition.id} registered twice`);
        definitions.set(definition.id, definition);
      },
      definition: (id) => definitions.get(id),
      async request(teamId, engineId) {
        deps.log.debug({ teamId, engineId }, 'engine run requested');
      },
    };
    return { services: { engines } };
  },
});
