import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

// A real OpenID Connect provider (oidc-provider 9) on loopback, standing in for Google in tests:
// the API test drives it over HTTP, the browser end-to-end test clicks through its sign-in page.
//
// Its sign-in page (GET /interaction/:uid) is a plain HTML form, no script, no external resources:
//   <input name="login" id="login">        e-mail or subject of a test account, pre-filled with
//                                          the default account's e-mail (or the login_hint)
//   <input name="password" id="password">  optional, ignored
//   <button id="submit">Sign in</button>   posts to /interaction/:uid/login
//   <button id="cancel">Cancel</button>    posts to /interaction/:uid/abort (error=access_denied)
// Consent is given automatically, so one click on "Sign in" sends the browser to the redirect URI
// with ?code&state&iss. Like Google, the ID token carries the email and profile claims.

export interface TestAccount {
  /** Subject (Google's stable account id). */
  sub: string;
  /** Omit (or null) to test an account that shares no e-mail. */
  email?: string | null;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface TestOidcProviderOptions {
  /** Allowed redirect URI(s): PUBLIC_URL + '/oauth/callback'. */
  redirectUri: string | string[];
  /**
   * Accept the redirect URI(s) on any port when they are http on 127.0.0.1/localhost/[::1]
   * (RFC 8252 loopback rule), so the provider can start before the app's port is known:
   * e.g. redirectUri 'http://127.0.0.1/oauth/callback' then matches http://127.0.0.1:41234/oauth/callback.
   */
  anyLoopbackPort?: boolean;
  /** The default account, pre-filled on the sign-in page. */
  account: TestAccount;
  /** More accounts, chosen on the sign-in page by e-mail or subject. */
  accounts?: TestAccount[];
  clientId?: string;
  clientSecret?: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0 (a free port). */
  port?: number;
  /**
   * false (default): email and profile claims are in the ID token, as Google does.
   * true: only in userinfo, as OpenID Connect Core has it when an access token is issued.
   */
  conformIdTokenClaims?: boolean;
}

export interface TestOidcProvider {
  /** Issuer URL (http://127.0.0.1:<port>): the GOOGLE_ISSUER to configure. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces an account (by subject). */
  addAccount(account: TestAccount): void;
  close(): Promise<void>;
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? 'sdp-test-client';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const redirectUris = Array.isArray(options.redirectUri) ? options.redirectUri : [options.redirectUri];
  const defaultAccount = options.account;

  const accounts = new Map<string, TestAccount>();
  const addAccount = (a: TestAccount) => accounts.set(a.sub, a);
  for (const a of [defaultAccount, ...(options.accounts ?? [])]) addAccount(a);
  const findByLogin = (login: string): TestAccount | undefined => {
    const wanted = login.trim().toLowerCase();
    for (const a of accounts.values())
      if (a.sub.toLowerCase() === wanted || a.email?.toLowerCase() === wanted) return a;
    return undefined;
  };

  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  const hostForUrl = address.includes(':') ? `[${address}]` : address;
  const issuer = `http://${hostForUrl}:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        // oidc-provider ignores the port of loopback redirect URIs for native clients only.
        ...(options.anyLoopbackPort ? { application_type: 'native' } : {}),
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    conformIdTokenClaims: options.conformIdTokenClaims ?? false,
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        async claims() {
          const claims: Record<string, unknown> = { sub: account.sub };
          if (account.email) {
            claims.email = account.email;
            claims.email_verified = account.email_verified ?? true;
          }
          if (account.given_name) claims.given_name = account.given_name;
          if (account.family_name) claims.family_name = account.family_name;
          const name = [account.given_name, account.family_name].filter(Boolean).join(' ');
          if (name) claims.name = name;
          if (account.picture) claims.picture = account.picture;
          return claims;
        },
      };
    },
  });
  // Quiet: the test suite expects errors (wrong codes, aborted sign-ins) and asserts on them.
  provider.on('server_error', () => {});

  const providerHandler = provider.callback();

  const page = (title: string, body: string) =>
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6f8; margin: 0; }
  main { max-width: 380px; margin: 8vh auto; background: #fff; padding: 28px; border-radius: 8px; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.4rem; margin: 0 0 4px; }
  p { color: #444; font-size: .9rem; }
  label { display: block; font-size: .85rem; margin: 14px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 9px; font-size: 1rem; }
  button { margin-top: 16px; width: 100%; padding: 10px; font-size: 1rem; cursor: pointer; }
  #submit { background: #1a73e8; color: #fff; border: 0; border-radius: 4px; }
  #cancel { background: none; border: 1px solid #ccc; border-radius: 4px; }
  .error { color: #b00020; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;

  const loginPage = (uid: string, clientName: string, login: string, error?: string) =>
    page(
      'Sign in - Test OpenID provider',
      `<h1>Sign in</h1>
<p>Test OpenID provider standing in for Google, signing in to <strong>${esc(clientName)}</strong>.</p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/interaction/${esc(uid)}/login" autocomplete="off">
  <label for="login">Email or account id</label>
  <input id="login" name="login" type="text" required autofocus value="${esc(login)}">
  <label for="password">Password (any)</label>
  <input id="password" name="password" type="password">
  <button id="submit" type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${esc(uid)}/abort">
  <button id="cancel" type="submit">Cancel</button>
</form>
<p>Test accounts: ${[...accounts.values()].map((a) => esc(a.email ?? a.sub)).join(', ')}</p>`,
    );

  const readBody = (req: http.IncomingMessage) =>
    new Promise<URLSearchParams>((resolve, reject) => {
      let data = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        data += chunk;
        if (data.length > 64 * 1024) reject(new Error('body too large'));
      });
      req.on('end', () => resolve(new URLSearchParams(data)));
      req.on('error', reject);
    });

  const sendHtml = (res: http.ServerResponse, status: number, html: string) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(html);
  };

  async function handleInteraction(req: http.IncomingMessage, res: http.ServerResponse, path: string[]) {
    const [uid, action] = path;
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const { prompt, params, session, grantId } = details;

    if (req.method === 'GET' && !action) {
      if (prompt.name === 'login') {
        const client = await provider.Client.find(params.client_id);
        const login =
          typeof params.login_hint === 'string'
            ? params.login_hint
            : (defaultAccount.email ?? defaultAccount.sub);
        return sendHtml(res, 200, loginPage(uid, client?.clientName ?? params.client_id, login));
      }
      if (prompt.name === 'consent') {
        // Consent is implied: grant what the client asked for.
        const grant = grantId
          ? await provider.Grant.find(grantId)
          : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
        const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = prompt.details;
        if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
        if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
        if (missingResourceScopes) {
          for (const [indicator, scopes] of Object.entries(
            missingResourceScopes as Record<string, string[]>,
          )) {
            grant.addResourceScope(indicator, scopes.join(' '));
          }
        }
        const saved = await grant.save();
        return provider.interactionFinished(
          req,
          res,
          { consent: { grantId: saved } },
          { mergeWithLastSubmission: true },
        );
      }
      return sendHtml(
        res,
        501,
        page('Not implemented', `<p>Prompt ${esc(prompt.name)} is not implemented.</p>`),
      );
    }

    if (req.method === 'POST' && action === 'login' && prompt.name === 'login') {
      const form = await readBody(req);
      const login = form.get('login') ?? '';
      const account = findByLogin(login);
      if (!account) {
        const client = await provider.Client.find(params.client_id);
        return sendHtml(
          res,
          400,
          loginPage(uid, client?.clientName ?? params.client_id, login, `No test account "${login}".`),
        );
      }
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
    }

    if (action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    }

    return sendHtml(res, 400, page('Bad request', '<p>Unexpected request.</p>'));
  }

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'interaction' && parts.length >= 2) {
      handleInteraction(req, res, parts.slice(1)).catch((err: unknown) => {
        const message = err instanceof Error ? err.message : String(err);
        if (!res.headersSent) {
          sendHtml(
            res,
            400,
            page('Sign-in failed', `<p class="error">${esc(message)}</p><p>Start the sign-in again.</p>`),
          );
        } else res.end();
      });
      return;
    }
    providerHandler(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
