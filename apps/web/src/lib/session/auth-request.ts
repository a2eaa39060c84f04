import { type Endpoint, type EndpointBody, MESSAGES } from '@sdp/shared';

// POSTs for the sign-in calls (login, register, two-factor verify, OAuth callback), with the
// messages of MESSAGES: network failure, non-JSON answers, the success flag, the server's message.

export class AuthRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AuthRequestError';
  }
}

/**
 * POSTs the body to the descriptor's path (a shared auth descriptor, e.g. authApi.login) and
 * answers its data, read loosely: the callers check the shape themselves (readSignIn).
 */
export async function postAuth<E extends Endpoint<'POST'>>(
  endpoint: E,
  body: EndpointBody<E>,
  fallbackMessage: string,
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(endpoint.path, {
      method: endpoint.method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthRequestError(MESSAGES.cannotConnect, 0);
  }

  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    throw new AuthRequestError(
      res.status === 500 ? MESSAGES.serverError500 : MESSAGES.serverErrorStatus(res.statusText),
      res.status,
    );
  }

  let json: Record<string, unknown>;
  try {
    json = (await res.json()) as Record<string, unknown>;
  } catch {
    throw new AuthRequestError(MESSAGES.serverErrorStatus(res.statusText), res.status);
  }

  if (!res.ok || json.success !== true) {
    const message = typeof json.message === 'string' && json.message ? json.message : fallbackMessage;
    throw new AuthRequestError(message, res.status);
  }
  return (json.data ?? {}) as Record<string, unknown>;
}
