import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallWebhooks, WebhookRequest } from './calls.webhooks';

// Twilio's webhooks (no sign-in: X-Twilio-Signature is checked by calls.webhooks.ts; 403 when it
// is wrong). Twilio posts urlencoded parameters; the answer is TwiML, or 204 for the status callback.

const MAX_PARAM = 2_000;

function webhookRequest(publicUrl: string, request: FastifyRequest): WebhookRequest {
  const params: Record<string, string> = {};
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      if (typeof value === 'string') params[name] = value.slice(0, MAX_PARAM);
    }
  }
  const signature = request.headers['x-twilio-signature'];
  return {
    url: `${publicUrl}${request.url}`,
    params,
    signature: typeof signature === 'string' ? signature : undefined,
  };
}

export async function twilioWebhookRoutes(
  app: FastifyInstance,
  /** PUBLIC_URL, without a trailing slash (config/env.ts): Twilio signs the full URL. */
  { webhooks, publicUrl }: { webhooks: CallWebhooks; publicUrl: string },
) {
  const opts = (summary: string) => ({
    bodyLimit: 64 * 1024,
    config: { rateLimit: { max: 600, timeWindow: 60_000 } },
    schema: { tags: ['calls'], summary },
  });
  const xml = 'text/xml; charset=utf-8';

  app.post(
    '/calls/twilio/voice',
    opts('Twilio voice webhook: TwiML forwarding the call (signed)'),
    async (request, reply) => reply.type(xml).send(await webhooks.voice(webhookRequest(publicUrl, request))),
  );
  app.post(
    '/calls/twilio/dial',
    opts('Twilio Dial action: the forwarded leg ended (signed)'),
    async (request, reply) => reply.type(xml).send(await webhooks.dial(webhookRequest(publicUrl, request))),
  );
  app.post(
    '/calls/twilio/status',
    opts("Twilio status callback: the call's status and length (signed)"),
    async (request, reply) => {
      await webhooks.status(webhookRequest(publicUrl, request));
      return reply.status(204).send();
    },
  );
}
