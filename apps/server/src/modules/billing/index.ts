import { defineModule } from '../../lib/module';
import { billingEnabled } from '../../lib/plan-limits';
import { createBillingAdmin } from './billing.admin';
import type { BillingContext } from './billing.context';
import { onInvoicePaid, sweep } from './billing.lifecycle';
import { billingRoutes } from './billing.routes';
import { type BillingService, createBillingService } from './billing.service';
import { stripeClient } from './billing.stripe';
import { createStripeWebhook } from './billing.webhook';

export type { InvoicesPort } from './billing.context';
export type { BillingService } from './billing.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Plans, the trial and the subscription; plan limits and paused access for new work (docs/billing.md). */
    billing: BillingService & { sweep(): Promise<number> };
  }
}

/** How often the trial and payment clock is swept (reminders, trial end, grace end, unpaid invoices). */
export const BILLING_SWEEP_MS = 10 * 60_000;

export const billingModule = defineModule({
  name: 'billing',
  provides: ['billing'],
  requires: ['realtime', 'invoices', 'meter'],
  create: ({ deps, use }) => {
    const ctx: BillingContext = {
      deps,
      now: () => new Date(),
      enabled: billingEnabled(deps.config),
      stripe: stripeClient(deps.config),
      invoices: use('invoices'),
      realtime: use('realtime'),
      meter: use('meter'),
    };
    const service = createBillingService(ctx);
    const billing = Object.assign(service, { sweep: () => sweep(ctx) });
    const admin = createBillingAdmin(ctx);
    const webhook = createStripeWebhook(ctx);
    let timer: NodeJS.Timeout | null = null;
    let stopListening: (() => void) | null = null;
    return {
      services: { billing },
      routes: (app) => billingRoutes(app, { billing, admin, webhook }),
      start: () => {
        stopListening = deps.events.on('invoice.paid', (paid) => onInvoicePaid(ctx, paid));
        if (!ctx.enabled || deps.config.NODE_ENV === 'test') return; // tests sweep by hand
        const tick = () => {
          sweep(ctx).catch((err) => deps.log.error({ err }, 'billing sweep failed'));
        };
        timer = setInterval(tick, BILLING_SWEEP_MS);
        timer.unref();
        setTimeout(tick, 5_000).unref();
      },
      stop: () => {
        if (timer) clearInterval(timer);
        stopListening?.();
      },
    };
  },
});
