import fc from 'fast-check';
import type { JsonSchema, Route } from './route-catalog';

// fast-check arbitraries of requests no client should send, derived from a route's own schemas
// (the JSON schemas of the OpenAPI document, made from the routes' zod contracts): wrong types,
// missing and extra fields, out-of-range numbers, 32 KB strings, control and unpaired-surrogate
// characters, prototype keys, deep nesting, invalid enums, malformed ids, duplicate query keys,
// wrong content types and truncated JSON. A valid sample (with real ids of the signed-in user's data)
// is the starting point, so one field at a time is wrong and the route's own logic is reached.

export interface Sampler {
  /** A real id (or slug, provider name...) for a parameter or field of a route, or undefined. */
  value(route: Route, name: string): string | undefined;
}

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was done to the request (shown when the property fails). */
  attack: string;
}

const UUID_RE = /uuid|\[0-9a-fA-F\]\{8\}/;
const typeOf = (s: JsonSchema): string | undefined =>
  Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : (s.type ?? s.anyOf?.[0]?.type?.toString());

/** A value the schema accepts (best effort: formats and the project's few patterns are known). */
export function sample(
  s: JsonSchema,
  name: string,
  route: Route,
  sampler: Sampler,
  minimal = false,
): unknown {
  // Small batches: a valid pipeline call builds this many sites.
  if (name === 'limit' && typeof s.minimum === 'number') return s.minimum;
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return sample(alt[0]!, name, route, sampler, minimal);
  const real = sampler.value(route, name);
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        // minimal: required fields and fields the sampler knows (ids), nothing optional to get wrong.
        if (minimal && !s.required?.includes(k) && sampler.value(route, k) === undefined) continue;
        out[k] = sample(v, k, route, sampler, minimal);
      }
      return out;
    }
    case 'array': {
      const n = Math.max(1, s.minItems ?? 1);
      return Array.from({ length: n }, (_, i) => {
        const v = sample(s.items ?? {}, name, route, sampler, minimal);
        return typeof v === 'string' && n > 1 ? `${v}${i ? i : ''}` : v;
      });
    }
    case 'integer':
    case 'number':
      return s.minimum !== undefined ? Math.max(s.minimum, Math.min(s.maximum ?? 10, 10)) : 1;
    case 'boolean':
      return true;
    case 'string': {
      if (real !== undefined) return real;
      if (s.format === 'email' || /email/i.test(name)) return 'someone@example.com';
      if (s.format === 'uri' || /url/i.test(name)) return 'https://example.com/hook';
      if (s.format === 'uuid' || UUID_RE.test(s.pattern ?? '')) return '00000000-0000-4000-8000-000000000000';
      if (s.pattern?.includes('~')) return 'roofing~tx-austin';
      if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-01-15';
      if (s.pattern?.includes('[a-z]{2,63}')) return 'example.com';
      const min = s.minLength ?? 1;
      return 'sample-value'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(12, s.maxLength ?? 12)));
    }
    default:
      return real ?? 'x';
  }
}

const LONG = 32 * 1024;
const nastyStrings = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\ud800',
  'x\udfffy',
  '\u202e\u200b\ufeff',
  '\u0007\u001b[31m\r\n',
  '%00%2e%2e%2f',
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${{7*7}}{{constructor.constructor("return 1")()}}',
  '\u{1F600}'.repeat(40),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̔ͮ̇͐̇',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
);
const hostileString = fc.oneof(
  nastyStrings,
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.integer({ min: 257, max: LONG }).map((n) => 'x'.repeat(n)),
  fc.constant('é'.repeat(LONG / 2)),
  fc.constant(`a${'@a'.repeat(LONG / 4)}`),
);
const hostileNumberLike = fc.constantFrom<unknown>(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '1_000',
  '',
  ' 1',
  '١٢',
  -1,
  -0,
  0.5,
  -2147483649,
  2147483648,
  2 ** 53 + 1,
  1e308,
  -1e308,
  Number.MAX_VALUE,
);
const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  'toString',
  'hasOwnProperty',
];

/** JSON text nested `depth` levels deep (too deep for JSON.stringify on a test worker's stack). */
const deepJson = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

/** A JSON value nested `depth` levels deep (arrays and objects). */
const nested = (depth: number, leaf: unknown = 1): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Values the field's schema refuses (or accepts but that are nasty to store and show). */
export function hostileValue(s: JsonSchema): fc.Arbitrary<unknown> {
  const t = typeOf(s);
  const wrongType = fc.constantFrom<unknown>(
    ...[
      t !== 'string' ? 'text' : 12345,
      t !== 'number' && t !== 'integer' ? 42 : '42x',
      t !== 'boolean' ? true : 'true',
      t !== 'object' ? { nested: { x: 1 } } : 'object',
      t !== 'array' ? ['a', 1, null] : { 0: 'a' },
      null,
    ],
  );
  const parts: Array<fc.Arbitrary<unknown>> = [wrongType, fc.constant(nested(200)), fc.constant([[[[]]]])];
  if (t === 'string') {
    parts.push(hostileString, hostileString, nastyStrings);
    if (s.enum) parts.push(fc.constantFrom(`${String(s.enum[0])}x`, String(s.enum[0]).toUpperCase(), ''));
    if (s.format === 'uuid' || UUID_RE.test(s.pattern ?? ''))
      parts.push(
        fc.constantFrom(
          '00000000-0000-0000-0000-00000000000g',
          '{00000000-0000-4000-8000-000000000000}',
          '00000000000040008000000000000000',
          'ffffffff-ffff-ffff-ffff-fffffffffffff',
        ),
      );
  }
  if (t === 'string' && s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'))
    parts.push(
      fc.constantFrom('2026-13-45', '0000-00-00', '9999-12-31', '2026-02-30', '1969-12-31', '2026-00-01'),
    );
  if (t === 'string' && s.pattern?.includes('~'))
    parts.push(
      fc.constantFrom('x~y', 'roofing~99999999999999999999999', 'a-~0', 'roofing~-', `${'a'.repeat(300)}~1`),
    );
  if (t === 'string' && (s.format === 'uuid' || UUID_RE.test(s.pattern ?? '')))
    parts.push(
      fc.constantFrom('00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF'),
      fc.uuid(),
    );
  if (t === 'number' || t === 'integer') {
    // In range but at the edges (reach the logic), then just outside.
    const edges = [
      s.minimum,
      s.maximum,
      s.maximum !== undefined ? s.maximum + 1 : 2 ** 31,
      s.minimum !== undefined ? s.minimum - 1 : -1,
    ];
    parts.push(
      hostileNumberLike,
      fc.double(),
      fc.bigInt().map(String),
      fc.constantFrom(...edges.filter((x) => x !== undefined)),
    );
  }
  if (t === 'string' && s.maxLength !== undefined && s.maxLength > 1)
    parts.push(
      fc.constantFrom(
        '\u{1F600}'.repeat(s.maxLength),
        'é'.repeat(s.maxLength),
        `${'x'.repeat(s.maxLength - 1)}\u0301`,
      ),
    );
  if (t === 'array')
    parts.push(fc.constant(Array.from({ length: 5000 }, () => 'x')), fc.array(hostileString));
  if (t === 'object')
    parts.push(fc.constant(Object.fromEntries(PROTO_KEYS.map((k) => [k, { polluted: true }]))));
  return fc.oneof(...parts);
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
