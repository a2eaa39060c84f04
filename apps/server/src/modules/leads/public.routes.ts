import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { send } from '../../plugins/error-handler';
import { beaconSchema } from './beacon';
import { LeadIntakeError, type LeadsService } from './leads.service';
import type { RentersService } from './renters.service';

// The two unauthenticated endpoints hosted pages call: the lead form and the analytics beacon.
// CORS on these two routes only: the app's own origin and custom domains of live sites (the app's
// global CORS stays as it is). The no-JS form gets 303 redirects and small HTML pages; scripts
// (JSON body or Accept: application/json) get the usual JSON envelope.

export interface PublicRouteOptions {
  leads: LeadsService;
  /** The renter e-mail confirmation link (GET /public/renters/confirm). */
  renters?: Pick<RentersService, 'confirmEmail'>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A script's call (JSON body, or asks for JSON and not HTML): answered with the JSON envelope. */
function wantsJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  if (type.includes('json')) return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** A browser's form navigation (it accepts HTML): refusals are a small page, not JSON. */
function wantsHtml(request: FastifyRequest): boolean {
  return !wantsJson(request) && (request.headers.accept ?? '').includes('text/html');
}

/** The shell of the small pages these routes answer: a title and its body (already escaped). */
function noticePage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#222}a{color:#0b57d0}</style></head><body><h1>${title}</h1>${body}</body></html>`;
}

function errorPage(message: string, backUrl: string | null): string {
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">Back to the form</a></p>` : '';
  return noticePage('Your request was not sent', `<p>${escapeHtml(message)}</p>${back}`);
}

/** The small page the renter confirmation link opens: fixed texts only. */
function confirmPage(status: 'confirmed' | 'expired' | 'invalid'): string {
  const [title, text] =
    status === 'confirmed'
      ? ['Address confirmed', 'Thank you. Leads will now be sent to this address by e-mail.']
      : status === 'expired'
        ? [
            'This link has expired',
            'Confirmation links are valid for 7 days. Ask the person who added this address to send a new one.',
          ]
        : [
            'This link is not valid',
            'It may have been used already or replaced by a newer link. Nothing was changed.',
          ];
  return noticePage(title, `<p>${text}</p>`);
}

function refuse(request: FastifyRequest, reply: FastifyReply, err: unknown) {
  if (!wantsHtml(request) || !(err instanceof AppError)) throw err;
  const back = err instanceof LeadIntakeError ? err.backUrl : null;
  return reply.status(err.statusCode).type('text/html; charset=utf-8').send(errorPage(err.message, back));
}

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip ?? '',
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
});

export async function publicLeadRoutes(app: FastifyInstance, { leads, renters }: PublicRouteOptions) {
  const cors = {
    origin: (origin: string | undefined) => leads.allowOrigin(origin),
    credentials: false,
    methods: ['POST'],
    allowedHeaders: ['Content-Type', 'Accept'],
    maxAge: 600,
  };
  // Fastify parses text/plain as a string (the beacon's body); JSON and urlencoded as objects.

  for (const url of ['/public/leads', '/public/events']) {
    app.options(url, { config: { cors }, schema: { hide: true } }, async (request, reply) => {
      // The CORS hook answers allowed preflights itself; anything that reaches here was refused.
      if (!(request as { corsPreflightEnabled?: boolean }).corsPreflightEnabled)
        return send(reply, 403, 'cors_refused', 'This origin may not call this endpoint.');
      return reply.status(204).send();
    });
  }

  app.post(
    '/public/leads',
    {
      config: { cors },
      bodyLimit: 32 * 1024,
      schema: { tags: ['leads'], summary: 'Lead form post from a hosted page (no auth)' },
    },
    async (request, reply) => {
      try {
        const result = await leads.intake(request.body, clientOf(request));
        if (wantsJson(request)) {
          return reply.status(result.id ? 201 : 200).send({ success: true, data: { id: result.id } });
        }
        return reply.status(303).header('location', result.redirect).send();
      } catch (err) {
        return refuse(request, reply, err);
      }
    },
  );

  if (renters) {
    app.get(
      '/public/renters/confirm',
      {
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags: ['renters'],
          summary: 'Confirms a renter e-mail address (?token= of the link mailed to it; no auth, HTML page)',
        },
      },
      async (request, reply) => {
        // Read by hand (any answer is this page, never a JSON error): a token is 43 base64url characters.
        const raw = (request.query as Record<string, unknown> | undefined)?.token;
        const token = typeof raw === 'string' && raw.length <= 200 ? raw : '';
        const status = /^[A-Za-z0-9_-]{20,200}$/.test(token) ? await renters.confirmEmail(token) : 'invalid';
        return reply
          .status(status === 'confirmed' ? 200 : status === 'expired' ? 410 : 400)
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(confirmPage(status));
      },
    );
  }

  app.post(
    '/public/events',
    {
      config: { cors, rateLimit: { max: 600, timeWindow: 60_000 } },
      bodyLimit: 8 * 1024,
      schema: { tags: ['leads'], summary: 'Analytics beacon of hosted pages (no auth, text/plain JSON)' },
    },
    async (request, reply) => {
      let body: unknown = request.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          return send(
            reply,
            400,
            'invalid_json',
            'The beacon body must be JSON: { siteId, path, referrer, event }.',
          );
        }
      }
      const parsed = beaconSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const message =
          issue.path.length === 0
            ? 'The beacon body must be a JSON object: { siteId, path, referrer, event }.'
            : issue.message;
        return send(reply, 400, 'validation_error', message);
      }
      await leads.recordEvent(parsed.data, clientOf(request));
      return reply.status(204).send();
    },
  );
}
