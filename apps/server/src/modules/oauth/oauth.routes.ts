import { authApi, oauthCallbackBodySchema } from '@sdp/shared';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import type { ExternalIdentity } from '../auth/index';
import {
  OAUTH_COOKIE,
  OAUTH_COOKIE_MAX_AGE_SECONDS,
  openAttempt,
  readCookie,
  sealAttempt,
  serializeCookie,
} from './oauth-cookie';
import {
  completeAuthorization,
  OidcError,
  type OidcIdentity,
  type OidcSettings,
  startAuthorization,
} from './oidc-client';

// Google sign-in (OpenID Connect, authorization code + PKCE). Registered under /api:
//   GET  /api/login                 302 to Google (docs/product/web.md#login-and-registration)
//   GET  /api/auth/oauth/:provider  the same, for provider 'google' (another path to the same start)
//   POST /api/auth/oauth/callback   { provider, code, state, iss? } -> { user, tokens }
//   GET  /api/auth/providers        { google }: whether Google sign-in is configured (public)
// Google sends the browser back to the SPA route PUBLIC_URL/oauth/callback?code&state, which posts
// here; the state, nonce and PKCE verifier wait in between in a signed, httpOnly cookie.

/** The part of the app configuration (app.config) this module reads. */
export interface OAuthConfig {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_ISSUER: string;
  PUBLIC_URL: string;
  JWT_SECRET: string;
  /** Per-IP limit per minute on these routes (as on the other public auth calls). */
  AUTH_RATE_LIMIT_MAX?: number;
}

export type { ExternalIdentity, RequestContext };
export type SignInWithExternalIdentity = (
  identity: ExternalIdentity,
  ctx: RequestContext,
) => Promise<unknown>;

export interface OAuthRoutesOptions {
  /** Replaces app.config (a bare Fastify instance in tests). */
  config?: OAuthConfig;
  /** The auth service's signInWithExternalIdentity. */
  signIn: SignInWithExternalIdentity;
}

export const OAUTH_NOT_CONFIGURED_MESSAGE =
  'Google sign-in is not configured on this server. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (see docs/auth.md).';
export const OAUTH_SESSION_INVALID_MESSAGE = 'Sign-in session expired or invalid. Please try again.';
export const OAUTH_NO_EMAIL_MESSAGE =
  'Your Google account did not share an e-mail address, which this platform needs to sign you in.';
export const OAUTH_SUCCESS_MESSAGE = 'Signed in with Google';
export const OAUTH_TWO_FACTOR_MESSAGE = 'Enter the code from your authenticator app';

/** The SPA route Google returns the browser to. */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';

/** The body of POST /auth/oauth/callback: the shared contract plus the optional RFC 9207 `iss`. */
export const callbackBodySchema = oauthCallbackBodySchema;

/** Errors of this module: AppError, so the app's error handler would map them the same way. */
class ReplyError extends AppError {}

export function oidcSettingsFrom(config: OAuthConfig): OidcSettings | null {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return {
    issuer: config.GOOGLE_ISSUER || 'https://accounts.google.com',
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri: config.PUBLIC_URL.replace(/\/+$/, '') + OAUTH_CALLBACK_PATH,
  };
}

function toReplyError(err: OidcError): ReplyError {
  switch (err.kind) {
    case 'misconfigured':
      return new ReplyError(503, 'oauth_not_configured', err.message);
    case 'invalid_grant':
      return new ReplyError(400, 'oauth_code_invalid', err.message);
    case 'session_mismatch':
      return new ReplyError(400, 'oauth_state_invalid', OAUTH_SESSION_INVALID_MESSAGE);
    case 'unreachable':
      return new ReplyError(502, 'oauth_provider_unreachable', err.message);
    default:
      return new ReplyError(502, 'oauth_provider_error', err.message);
  }
}

const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/i.test(String(request.headers.accept ?? ''));

function sendError(reply: FastifyReply, err: ReplyError) {
  return reply.code(err.statusCode).send({ success: false, error: err.code, message: err.message });
}

export const oauthRoutes: FastifyPluginAsync<OAuthRoutesOptions> = async (app, opts) => {
  const getConfig = (): OAuthConfig => {
    const config = opts.config ?? (app as FastifyInstance & { config?: OAuthConfig }).config;
    if (!config) throw new Error('oauthRoutes: app.config is missing (register the config plugin first)');
    return config;
  };

  const cookieIsSecure = (config: OAuthConfig) => config.PUBLIC_URL.startsWith('https:');

  // Same per-IP limit as the other public auth calls (each call here reaches out to the provider).
  const limit = (opts.config ?? (app as FastifyInstance & { config?: OAuthConfig }).config)
    ?.AUTH_RATE_LIMIT_MAX;
  const routeConfig: { rateLimit?: { max: number; timeWindow: number } } = limit
    ? { rateLimit: { max: limit, timeWindow: 60_000 } }
    : {};
  const tags = ['auth'];

  async function beginSignIn(request: FastifyRequest, reply: FastifyReply) {
    const config = getConfig();
    const settings = oidcSettingsFrom(config);
    try {
      if (!settings) throw new ReplyError(503, 'oauth_not_configured', OAUTH_NOT_CONFIGURED_MESSAGE);
      const attempt = await startAuthorization(settings).catch((err: unknown) => {
        if (err instanceof OidcError) throw toReplyError(err);
        throw err;
      });
      reply.header(
        'set-cookie',
        serializeCookie(sealAttempt(config.JWT_SECRET, attempt), {
          secure: cookieIsSecure(config),
          maxAge: OAUTH_COOKIE_MAX_AGE_SECONDS,
        }),
      );
      reply.header('cache-control', 'no-store');
      return reply.redirect(attempt.url.href, 302);
    } catch (err) {
      if (!(err instanceof ReplyError)) throw err;
      if (err.statusCode >= 500) request.log.warn({ err }, 'Google sign-in could not start');
      // A browser navigated here: send it back to the login screen, which shows ?error.
      if (wantsHtml(request)) return reply.redirect(`/login?error=${encodeURIComponent(err.message)}`, 302);
      return sendError(reply, err);
    }
  }

  route(app, authApi.signInProviders, {
    docs: { tags, summary: 'Which sign-in providers are configured (the login screen shows only these)' },
    handler: async () => ({
      success: true as const,
      data: { google: oidcSettingsFrom(getConfig()) !== null },
    }),
  });

  app.get(
    '/login',
    { config: routeConfig, schema: { tags, summary: 'Google sign-in: 302 to the provider' } },
    beginSignIn,
  );

  app.get<{ Params: { provider: string } }>(
    '/auth/oauth/:provider',
    { config: routeConfig, schema: { tags, summary: 'Same as GET /login for provider google' } },
    (request, reply) => {
      if (request.params.provider !== 'google') {
        return reply.code(404).send({
          success: false,
          error: 'not_found',
          message: `Unknown sign-in provider: ${request.params.provider.slice(0, 50)}`,
        });
      }
      return beginSignIn(request, reply);
    },
  );

  app.post(
    '/auth/oauth/callback',
    {
      config: routeConfig,
      schema: { tags, summary: 'Completes Google sign-in: body { provider, code, state, iss? }' },
    },
    async (request, reply) => {
      const config = getConfig();
      // The attempt is single-use: clear the cookie whatever happens next.
      reply.header('set-cookie', serializeCookie('', { secure: cookieIsSecure(config), maxAge: 0 }));
      reply.header('cache-control', 'no-store');

      const parsed = callbackBodySchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        return reply.code(400).send({
          success: false,
          error: 'validation_error',
          message: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
          details: parsed.error.issues,
        });
      }
      const body = parsed.data;

      const settings = oidcSettingsFrom(config);
      if (!settings)
        return sendError(reply, new ReplyError(503, 'oauth_not_configured', OAUTH_NOT_CONFIGURED_MESSAGE));

      const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
      const raw = cookies?.[OAUTH_COOKIE] ?? readCookie(request.headers.cookie, OAUTH_COOKIE);
      const attempt = openAttempt(config.JWT_SECRET, raw);
      if (!attempt || attempt.state !== body.state) {
        return sendError(reply, new ReplyError(400, 'oauth_state_invalid', OAUTH_SESSION_INVALID_MESSAGE));
      }

      let identity: OidcIdentity;
      try {
        identity = await completeAuthorization(
          settings,
          { code: body.code, state: body.state, iss: body.iss },
          attempt,
        );
      } catch (err) {
        if (!(err instanceof OidcError)) throw err;
        const replyError = toReplyError(err);
        request.log.warn({ err, kind: err.kind }, 'Google sign-in failed');
        return sendError(reply, replyError);
      }
      if (!identity.email)
        return sendError(reply, new ReplyError(400, 'oauth_email_missing', OAUTH_NO_EMAIL_MESSAGE));

      const data = await opts.signIn(
        {
          provider: 'google',
          subject: identity.subject,
          email: identity.email,
          emailVerified: identity.emailVerified,
          firstName: identity.firstName,
          lastName: identity.lastName,
          picture: identity.picture,
        },
        { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
      );
      const needsCode = typeof data === 'object' && data !== null && 'twoFactorRequired' in data;
      return reply
        .code(200)
        .send({ success: true, message: needsCode ? OAUTH_TWO_FACTOR_MESSAGE : OAUTH_SUCCESS_MESSAGE, data });
    },
  );
};
