// Small helpers to set up state through the real API (faster than clicking through forms).
export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;
export function newAccount(prefix = 'user'): Account {
  counter += 1;
  return {
    email: `${prefix}.${Date.now()}.${counter}@example.test`,
    password: 'correct horse battery',
    firstName: 'Ada',
    lastName: 'Lovelace',
  };
}

export async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as any };
}

export async function registerViaApi(base: string, account: Account, opts: { onboarded?: boolean } = {}) {
  const r = await post(base, '/auth/register', account);
  if (r.status !== 201 && r.status !== 200)
    throw new Error(`register failed: ${r.status} ${JSON.stringify(r.json)}`);
  const data = r.json.data as {
    user: { id: string; email: string };
    tokens: { accessToken: string; refreshToken: string };
  };
  // A new user is sent to the setup once (docs/onboarding.md); suites about other screens skip it.
  if (opts.onboarded ?? true)
    await apiAs(base, data.tokens.accessToken)('/onboarding/complete', { skipped: true });
  return data;
}

/** A caller of the API as one signed-in user: `data` of the answer, or an error naming the status. */
export function apiAs(base: string, token: string) {
  return async (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as any;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
}
