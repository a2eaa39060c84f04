import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestAccount } from './test-oidc-provider';

// The browser side of the Google sign-in tests (oauth-sign-in.test.ts, oauth-configuration.test.ts):
// a cookie jar, the provider's sign-in form filled in over HTTP, and the callback posted as the SPA does.

export const PUBLIC_URL = 'http://127.0.0.1:5999'; // the SPA's origin; only used to build redirect_uri
export const REDIRECT_URI = `${PUBLIC_URL}/oauth/callback`;

export const ada: TestAccount = {
  sub: 'google-sub-ada-1815',
  email: 'Ada.Lovelace@Example.com',
  email_verified: true,
  given_name: 'Ada',
  family_name: 'Lovelace',
  picture: 'https://lh3.googleusercontent.com/a/ada.png',
};
export const noEmail: TestAccount = { sub: 'google-sub-no-email', given_name: 'Nemo' };

// ---- a tiny browser: cookie jar (per host, like browsers, so ports share cookies) + redirects ----

export class CookieJar {
  private cookies = new Map<string, { value: string; path: string }>();

  private key(host: string, name: string, path: string) {
    return `${host}\t${path}\t${name}`;
  }

  store(url: string, setCookie: string[]) {
    const { hostname } = new URL(url);
    for (const line of setCookie) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = false;
      for (const attr of attrs) {
        const [k, v = ''] = attr.split('=');
        if (/^path$/i.test(k)) path = v;
        if (/^max-age$/i.test(k) && Number(v) <= 0) expired = true;
        if (/^expires$/i.test(k) && Date.parse(v) < Date.now()) expired = true;
      }
      const key = this.key(hostname, name, path);
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  header(url: string): string {
    const { hostname, pathname } = new URL(url);
    const out: string[] = [];
    for (const [key, c] of this.cookies) {
      const [host, , name] = key.split('\t');
      if (
        host === hostname &&
        (pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      ) {
        out.push(`${name}=${c.value}`);
      }
    }
    return out.join('; ');
  }

  get(hostname: string, name: string): string | undefined {
    for (const [key, c] of this.cookies) {
      const [host, , n] = key.split('\t');
      if (host === hostname && n === name) return c.value;
    }
    return undefined;
  }
}

export const setCookies = (headers: Record<string, unknown>): string[] => {
  const v = headers['set-cookie'];
  return v === undefined ? [] : Array.isArray(v) ? (v as string[]) : [String(v)];
};

/** GET /api/login on the app (through inject, as if the browser were at PUBLIC_URL). */
export async function startSignIn(app: FastifyInstance, jar: CookieJar, url = '/api/login') {
  const res = await app.inject({ method: 'GET', url, headers: { cookie: jar.header(PUBLIC_URL + url) } });
  jar.store(PUBLIC_URL + url, setCookies(res.headers));
  return res;
}

/**
 * Follows the provider's redirects from its authorization URL, signs in on its page with `login`,
 * and returns the URL it finally sends the browser to (the redirect URI with code, state, iss).
 */
export async function loginAtProvider(
  authorizationUrl: string,
  jar: CookieJar,
  login?: string,
): Promise<URL> {
  let url = authorizationUrl;
  let init: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 15; hop++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header(url) },
    });
    jar.store(url, res.headers.getSetCookie());
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location') ?? '', url);
      if (next.href.startsWith(REDIRECT_URI)) return next;
      url = next.href;
      init = { method: 'GET' };
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 500)}`);
    // The provider's sign-in page: <form action="/interaction/:uid/login"> with login and password.
    const action = /<form[^>]*action="([^"]*\/login)"/.exec(html)?.[1];
    const prefilled = /<input[^>]*name="login"[^>]*value="([^"]*)"/.exec(html)?.[1];
    if (!action) throw new Error(`no sign-in form on the provider page: ${html.slice(0, 500)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: login ?? prefilled ?? '', password: 'anything' }).toString(),
    };
  }
  throw new Error('too many redirects at the provider');
}

export async function postCallback(app: FastifyInstance, jar: CookieJar, body: Record<string, unknown>) {
  const url = '/api/auth/oauth/callback';
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { cookie: jar.header(PUBLIC_URL + url), 'user-agent': 'oauth-test-browser' },
    payload: body,
  });
  jar.store(PUBLIC_URL + url, setCookies(res.headers));
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** The whole sign-in: /api/login, the provider, then the callback as the SPA posts it. */
export async function signInWithGoogle(
  app: FastifyInstance,
  opts: { login?: string; forwardIss?: boolean; jar?: CookieJar } = {},
) {
  const jar = opts.jar ?? new CookieJar();
  const start = await startSignIn(app, jar);
  expect(start.statusCode).toBe(302);
  const back = await loginAtProvider(String(start.headers.location), jar, opts.login);
  const body: Record<string, string> = {
    provider: 'google',
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
  };
  const iss = back.searchParams.get('iss');
  if (opts.forwardIss !== false && iss) body.iss = iss;
  return { jar, back, body, res: await postCallback(app, jar, body) };
}
