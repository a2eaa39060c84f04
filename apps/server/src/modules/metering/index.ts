import { defineModule } from '../../lib/module';
import { createMeter, type Meter } from './meter';

export type { Meter, MeteredResult, MeterScope, ProviderUsage } from './meter';
export { LLM_PROVIDER_ID, ProviderCallError } from './meter';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Every paid call (data providers, SERP, the LLM writer): recorded in provider_calls, summed back. */
    meter: Meter;
  }
}

/** The meter: what each provider call cost, succeeded or failed, per team (docs/product/rules.md#providers-and-metering). */
export const meteringModule = defineModule({
  name: 'metering',
  provides: ['meter'],
  create: ({ deps }) => ({ services: { meter: createMeter(deps.db, deps.log) } }),
});
