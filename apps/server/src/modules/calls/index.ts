import { defineModule } from '../../lib/module';
import { callRoutes } from './calls.routes';
import { type CallsService, createCallsService } from './calls.service';
import { type CallWebhooks, createCallWebhooks } from './calls.webhooks';
import { TWILIO_PROVIDER_ID } from './twilio-prices';
import { twilioWebhookRoutes } from './webhook.routes';

export type { CallsService } from './calls.service';
export type { CallWebhooks } from './calls.webhooks';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Call tracking: the team's Twilio key, a tracking number per site, recording, recent calls. */
    calls: CallsService;
    /** Twilio's signed webhooks: forward a call, record how it went, make a qualified call a lead. */
    callWebhooks: CallWebhooks;
  }
}

/** Call tracking through Twilio (docs/calls.md, decision 011). */
export const callsModule = defineModule({
  name: 'calls',
  provides: ['calls', 'callWebhooks'],
  requires: ['leads', 'meter', 'providers'],
  create: ({ deps, use }) => {
    const meter = use('meter');
    const keys = use('providers').keyStore(TWILIO_PROVIDER_ID, 'Twilio (call tracking)');
    const calls = createCallsService(deps, { meter, keys });
    const callWebhooks = createCallWebhooks(deps, { meter, keys, leads: use('leads') });
    return {
      services: { calls, callWebhooks },
      routes: async (app) => {
        await app.register(callRoutes, { calls });
        await app.register(twilioWebhookRoutes, {
          webhooks: callWebhooks,
          publicUrl: deps.config.PUBLIC_URL,
        });
      },
    };
  },
});
