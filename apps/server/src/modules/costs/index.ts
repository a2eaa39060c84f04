import { defineModule } from '../../lib/module';
import { type BudgetService, createBudgetService } from './cost-budgets';
import { costsRoutes } from './costs.routes';
import { type CostsService, createCostsService, verticalName } from './costs.service';

export type { BudgetService } from './cost-budgets';
export type { CostsService } from './costs.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** The cost dashboard's figures (docs/costs.md). */
    costs: CostsService;
    /** The team's monthly cost budgets and their alerts. */
    costBudgets: BudgetService;
  }
}

const METERED_OUTSIDE_REGISTRY: Record<string, string> = {
  llm: 'LLM writer',
  twilio: 'Twilio (call tracking)',
};

/**
 * Costs: metered spend (provider_calls) and the hosting estimate per day, month, provider, site and
 * vertical against revenue; budgets with alerts, checked on a schedule (COST_ALERT_INTERVAL_MS).
 */
export const costsModule = defineModule({
  name: 'costs',
  provides: ['costs', 'costBudgets'],
  requires: ['providers', 'revenue', 'realtime', 'notifications'],
  create: ({ deps, use }) => {
    const providers = use('providers');
    const budgets = createBudgetService(deps, {
      realtime: use('realtime'),
      notifications: use('notifications'),
      providerName: (id) =>
        providers.registry.list().find((p) => p.id === id)?.name ?? METERED_OUTSIDE_REGISTRY[id] ?? null,
      verticalName,
    });
    const costs = createCostsService(deps, { providers, ledger: use('revenue').ledger, budgets });
    const every = deps.config.COST_ALERT_INTERVAL_MS ?? (deps.config.NODE_ENV === 'test' ? 0 : 300_000);
    let timer: NodeJS.Timeout | undefined;
    return {
      services: { costs, costBudgets: budgets },
      routes: (app) => costsRoutes(app, { costs, budgets }),
      start: () => {
        if (every > 0) {
          timer = setInterval(() => {
            budgets.checkAll().catch((err) => deps.log.warn({ err }, 'costs: budget round failed'));
          }, every);
          timer.unref();
        }
      },
      stop: () => {
        if (timer) clearInterval(timer);
      },
    };
  },
});
