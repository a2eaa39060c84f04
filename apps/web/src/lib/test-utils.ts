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
