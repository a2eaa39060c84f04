import fc from 'fast-check';
import {
  deepJson,
  hostileString,
  hostileValue,
  LONG,
  PROTO_KEYS,
  type Sampler,
  sample,
} from './hostile-input-values';
import type { Route } from './route-catalog';

// fast-check arbitraries of requests no client should send, derived from a route's own schemas
// (the JSON schemas of the OpenAPI document, made from the routes' zod contracts): wrong types,
// missing and extra fields, out-of-range numbers, 32 KB strings, control and unpaired-surrogate
// characters, prototype keys, deep nesting, invalid enums, malformed ids, duplicate query keys,
// wrong content types and truncated JSON. A valid sample (with real ids of the signed-in user's data)
// is the starting point, so one field at a time is wrong and the route's own logic is reached.

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was done to the request (shown when the property fails). */
  attack: string;
}

const asQueryValue = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** encodeURIComponent that also takes unpaired surrogates (sent as U+FFFD, as a browser would). */
export function encodeAny(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

/** A body as its content type carries it: JSON text, or a form (non-strings as JSON text). */
function serialize(body: unknown, type: string): string {
  if (!type.includes('x-www-form-urlencoded') || !body || typeof body !== 'object' || Array.isArray(body))
    return JSON.stringify(body);
  return Object.entries(body as Record<string, unknown>)
    .map(([k, v]) => `${encodeAny(k)}=${encodeAny(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
    .join('&');
}

/** One attack on the query string, the path parameters or the body. */
export function hostileRequest(route: Route, sampler: Sampler): fc.Arbitrary<HostileRequest> {
  const pathParams = route.params.filter((p) => p.in === 'path');
  const queryParams = route.params.filter((p) => p.in === 'query');
  const validPath: Record<string, string> = {};
  for (const p of pathParams) validPath[p.name] = String(sample(p.schema, p.name, route, sampler));
  const validQuery: Array<[string, string]> = queryParams
    .filter((p) => p.required || sampler.value(route, p.name) !== undefined)
    .map((p) => [p.name, asQueryValue(sample(p.schema, p.name, route, sampler))]);
  // The body's type: JSON when the route takes it, else its one documented type (form, text).
  const bodyType = route.body
    ? route.body['application/json']
      ? 'application/json'
      : Object.keys(route.body)[0]!
    : null;
  const jsonSchema = bodyType ? route.body![bodyType]! : null;
  const validBody = jsonSchema ? sample(jsonSchema, 'body', route, sampler) : undefined;

  const build = (
    attack: string,
    o: {
      path?: Record<string, string>;
      query?: Array<[string, string]>;
      body?: unknown;
      raw?: string | Buffer;
      type?: string;
    },
  ): HostileRequest => {
    const values = { ...validPath, ...o.path };
    const path = route.path.replace(/\{([^}]+)\}/g, (_, n: string) =>
      n === '*' ? (values[n] ?? '') : encodeAny(values[n] ?? 'x'),
    );
    const query = (o.query ?? validQuery).map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`);
    const url = query.length ? `${path}?${query.join('&')}` : path;
    const headers: Record<string, string> = {};
    let payload: string | Buffer | undefined;
    if (o.raw !== undefined) {
      payload = o.raw;
      headers['content-type'] = o.type ?? 'application/json';
    } else if (o.body !== undefined && route.method !== 'GET' && route.method !== 'DELETE') {
      payload = serialize(o.body, bodyType ?? 'application/json');
      headers['content-type'] = bodyType ?? 'application/json';
    }
    return { method: route.method, url, headers, payload, attack };
  };

  const attacks: Array<fc.Arbitrary<HostileRequest>> = [];
  const base = validBody;

  for (const p of pathParams) {
    const arb =
      p.name === '*'
        ? fc.oneof(
            hostileString.map(encodeAny),
            fc.constantFrom(
              '..%2f..%2fetc%2fpasswd',
              '%2e%2e/%2e%2e/',
              'a/'.repeat(300),
              '%ZZ',
              '%c0%ae%c0%ae/',
              '?',
            ),
          )
        : hostileValue(p.schema).map(asQueryValue);
    attacks.push(
      arb.map((v) =>
        build(`path ${p.name}=${JSON.stringify(v).slice(0, 80)}`, { path: { [p.name]: v }, body: base }),
      ),
    );
  }
  for (const p of queryParams) {
    attacks.push(
      hostileValue(p.schema).map((v) => {
        const q = validQuery.filter(([k]) => k !== p.name);
        q.push([p.name, asQueryValue(v)]);
        return build(`query ${p.name}=${asQueryValue(v).slice(0, 80)}`, { query: q, body: base });
      }),
      fc.tuple(hostileValue(p.schema), hostileValue(p.schema)).map(([a, b]) =>
        build(`duplicate query ${p.name}`, {
          query: [...validQuery, [p.name, asQueryValue(a)], [p.name, asQueryValue(b)]],
          body: base,
        }),
      ),
    );
    if (p.required)
      attacks.push(
        fc.constant(
          build(`query ${p.name} missing`, { query: validQuery.filter(([k]) => k !== p.name), body: base }),
        ),
      );
  }
  attacks.push(
    fc
      .tuple(fc.constantFrom(...PROTO_KEYS, 'unknownField', 'a[b]', 'a.b', '', '%'), hostileString)
      .map(([k, v]) => build(`extra query ${k}`, { query: [...validQuery, [k, v]], body: base })),
  );

  if (jsonSchema && route.method !== 'GET') {
    const props = Object.entries(jsonSchema.properties ?? {});
    for (const [name, s] of props) {
      attacks.push(
        hostileValue(s).map((v) =>
          build(`body.${name}=${String(JSON.stringify(v)).slice(0, 80)}`, {
            body: { ...(base as object), [name]: v },
          }),
        ),
      );
    }
    for (const name of jsonSchema.required ?? []) {
      const { [name]: _, ...rest } = (base ?? {}) as Record<string, unknown>;
      attacks.push(fc.constant(build(`body.${name} missing`, { body: rest })));
    }
    attacks.push(
      fc
        .tuple(fc.constantFrom(...PROTO_KEYS, 'extraField', 'id', 'teamId', 'userId', 'role'), fc.jsonValue())
        .map(([k, v]) =>
          build(`extra body field ${k}`, {
            type: bodyType ?? 'application/json',
            raw: bodyType?.includes('form')
              ? `${serialize(base ?? {}, bodyType)}&${encodeAny(k)}=${encodeAny(JSON.stringify(v) ?? '')}`
              : JSON.stringify(base ?? {}).replace(
                  /^\{/,
                  `{${JSON.stringify(k)}:${JSON.stringify(v)}${props.length || (base && Object.keys(base).length) ? ',' : ''}`,
                ),
          }),
        ),
      fc
        .constantFrom<unknown>([base], 'a string', 12, null, true, [])
        .map((b) => build(`body is ${Array.isArray(b) ? 'an array' : typeof b}`, { raw: JSON.stringify(b) })),
      fc.constant(build('body nested 5000 deep', { raw: deepJson(5000) })),
      fc.integer({ min: 1, max: 40 }).map((cut) =>
        build('truncated JSON', {
          raw: `${JSON.stringify(base ?? { a: 1 }).slice(0, -Math.min(cut, 2))}{"`,
        }),
      ),
      fc
        .constantFrom(
          ['text/plain', 'hello'],
          ['application/x-www-form-urlencoded', 'a=1&__proto__[x]=1&a=2'],
          [
            'multipart/form-data; boundary=x',
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
          ],
          [
            'application/xml',
            '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
          ],
          ['application/json; charset=utf-16', '{}'],
          ['application/json', Buffer.from([0xff, 0xfe, 0x7b, 0xc3, 0x28, 0x7d])],
          ['application/json', ' '],
          ['', '{}'],
        )
        .map(([type, raw]) => build(`content-type ${type || '(empty)'}`, { raw, type })),
    );
  } else if (route.method !== 'GET') {
    attacks.push(
      fc
        .constantFrom<[string, string | Buffer]>(
          ['application/json', '{"a":'],
          ['application/json', deepJson(5000)],
          ['text/plain', 'x'.repeat(LONG)],
          ['application/x-www-form-urlencoded', 'a=%ZZ&b=1&b=2'],
          ['application/octet-stream', Buffer.alloc(LONG, 0xff)],
        )
        .map(([type, raw]) => build(`unexpected body ${type}`, { raw, type })),
    );
  }
  return fc.oneof(...attacks);
}

/** Headers no browser sends, on top of an attack (long Host, garbage Authorization, odd Accept). */
type HeaderSet = { name: string; headers: Record<string, string> };
export const hostileHeaders: fc.Arbitrary<HeaderSet> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<HeaderSet>({ name: 'plain', headers: {} }) },
  fc.constantFrom<HeaderSet>(
    { name: 'accept html', headers: { accept: 'text/html' } },
    { name: 'accept json', headers: { accept: 'application/json' } },
    { name: 'accept nothing usable', headers: { accept: 'image/avif;q=0.1, */*;q=0' } },
    { name: 'long host', headers: { host: `${`${'a'.repeat(60)}.`.repeat(70)}example` } },
    { name: 'host with port junk', headers: { host: 'localhost:99999999' } },
    { name: 'odd host', headers: { host: '[::1' } },
    { name: 'garbage bearer', headers: { authorization: `Bearer ${'x.'.repeat(2000)}` } },
    { name: 'basic auth', headers: { authorization: 'Basic Og==' } },
    {
      name: 'forwarded junk',
      headers: { 'x-forwarded-for': 'not-an-ip, ::ffff:999.1.1.1', 'x-forwarded-host': '\u0000' },
    },
    { name: 'accept-language junk', headers: { 'accept-language': '*;q=NaN,'.repeat(500) } },
  ),
);
