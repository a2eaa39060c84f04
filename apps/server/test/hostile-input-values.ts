import fc from 'fast-check';
import type { JsonSchema, Route } from './route-catalog';

// Values for the hostile-input suite: a valid sample of a schema (the starting point of each attack)
// and the values a field's schema refuses (or accepts but that are nasty to store and show). The
// requests built from them are in hostile-input-arbitraries.ts.

export interface Sampler {
  /** A real id (or slug, provider name...) for a parameter or field of a route, or undefined. */
  value(route: Route, name: string): string | undefined;
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
      if (s.pattern?.startsWith('^\\+1')) return '+15125550142';
      const min = s.minLength ?? 1;
      return 'sample-value'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(12, s.maxLength ?? 12)));
    }
    default:
      return real ?? 'x';
  }
}

export const LONG = 32 * 1024;
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
export const hostileString = fc.oneof(
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
export const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  'toString',
  'hasOwnProperty',
];

/** JSON text nested `depth` levels deep (too deep for JSON.stringify on a test worker's stack). */
export const deepJson = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

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
