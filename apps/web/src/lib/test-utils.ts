import { vi } from 'vitest';

/** A JSON Response for fetch mocks. */
export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

export function textResponse(body: string, status: number, statusText: string, type = 'text/html'): Response {
  return new Response(body, { status, statusText, headers: { 'content-type': type } });
}

export function mockFetch(...responses: Array<Response | Error>) {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error('unexpected fetch');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** JSON bodies parsed; other text bodies (e.g. CSV) as they are. */
const parseBody = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
};

export interface FetchCall {
  method: string;
  /** Path and query after the origin, e.g. /api/providers?x=1. */
  path: string;
  body: unknown;
}

/**
 * A fetch mock that answers by request: `handler` gets method, path and the parsed JSON body and
 * returns the Response (or undefined for an unexpected call, which fails with a 599).
 */
export function routeFetch(
  handler: (call: FetchCall) => Response | undefined | Promise<Response | undefined>,
) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const raw = init?.body;
    const call: FetchCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: `${url.pathname}${url.search}`,
      body: typeof raw === 'string' ? parseBody(raw) : undefined,
    };
    calls.push(call);
    return (
      (await handler(call)) ??
      jsonResponse({ success: false, message: `unexpected ${call.method} ${call.path}` }, 599)
    );
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}
