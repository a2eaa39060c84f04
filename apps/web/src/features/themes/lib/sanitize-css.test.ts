import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeCss } from './sanitize-css';

const FORBIDDEN = [
  /url\s*\(/i,
  /image(?:-set)?\s*\(/i,
  /\bsrc\s*\(/i,
  /@import/i,
  /expression\s*\(/i,
  /javascript\s*:/i,
  /behavior\s*:/i,
  /-moz-binding/i,
  /<\/style/i,
  /\\/,
  /</,
];

function safe(css: string) {
  return FORBIDDEN.every((re) => !re.test(css));
}

describe('sanitizeCss', () => {
  it('keeps ordinary CSS as it is', () => {
    const css =
      '.card { box-shadow: 0 0 8px var(--primary); border-radius: 2px; }\nh1 > span { color: #ff00ff; }';
    expect(sanitizeCss(css)).toBe(css);
  });

  it('strips url(), @import, expression(), javascript:, behavior and -moz-binding', () => {
    expect(sanitizeCss('body{background:url(https://evil.test/x.png)}')).toBe(
      'body{background:https://evil.test/x.png)}',
    );
    expect(sanitizeCss('@import "https://evil.test/a.css"; a{}')).toBe(' "https://evil.test/a.css"; a{}');
    expect(sanitizeCss('a{width:expression(alert(1))}')).toBe('a{width:alert(1))}');
    expect(sanitizeCss('a{b:javascript:alert(1)}')).toBe('a{b:alert(1)}');
    expect(sanitizeCss('a{behavior:url(x.htc);-moz-binding:x}')).toBe('a{x.htc);:x}');
    expect(sanitizeCss('a{background-image:image-set("x.png" 1x)}')).toBe('a{background-image:"x.png" 1x)}');
    expect(sanitizeCss('a{background:URL (data:image/png;base64,AAA)}')).toBe(
      'a{background:data:image/png;base64,AAA)}',
    );
  });

  it('strips escapes and comments that would smuggle a function, and </style', () => {
    expect(safe(sanitizeCss('a{background:\\75 rl(https://evil.test)}'))).toBe(true);
    expect(sanitizeCss('a{background:u\\rl(x)}')).toBe('a{background:x)}');
    expect(sanitizeCss('a{background:ur/**/l(x)}')).toBe('a{background:x)}');
    expect(sanitizeCss('@im@importport "x";')).toBe(' "x";');
    expect(sanitizeCss('</style><script>alert(1)</script>')).toBe('/style>script>alert(1)/script>');
  });

  it('is safe and idempotent for any input (fuzzed)', () => {
    const pieces = fc.constantFrom(
      'url(',
      'URL (',
      'u',
      'r',
      'l',
      '(',
      '\\',
      '\\75 ',
      '/*',
      '*/',
      '@im',
      'port',
      '@import',
      'expression(',
      'javascript:',
      'java',
      'script:',
      'behavior:',
      '-moz-binding',
      'image-set(',
      'src(',
      '</style',
      '<',
      'a{color:red}',
      ' ',
      ';',
    );
    const input = fc.oneof(
      fc.string(),
      fc.array(pieces, { maxLength: 30 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(input, (css) => {
        const out = sanitizeCss(css);
        expect(safe(out)).toBe(true);
        expect(sanitizeCss(out)).toBe(out);
      }),
      { numRuns: 2000 },
    );
  });

  it('changes nothing in CSS made only of harmless tokens (fuzzed)', () => {
    const token = fc.constantFrom(
      '.card',
      '{',
      '}',
      'color',
      ':',
      '#ff00ff',
      ';',
      ' ',
      'var(--primary)',
      'h1 > p',
      '2px',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (t) => {
        const css = t.join('');
        expect(sanitizeCss(css)).toBe(css);
      }),
    );
  });
});
