// A theme's custom CSS, made safe to inject (docs/themes.md#custom-css). Dangerous pieces are
// STRIPPED, not refused, and the stripping repeats until nothing changes (a removal cannot join
// two halves into a new dangerous piece):
// - comments, every backslash (so no escape such as `\75 rl(` can spell a function), `<` (no
//   `</style`), control characters;
// - every function that fetches: url(), image(), image-set() (and prefixed), src(); so no request
//   leaves the page, to any origin, data: included;
// - @import, expression(, javascript:, behavior:, -moz-binding.
// A declaration that loses its value this way is left invalid, and the browser ignores it.

const DANGEROUS: readonly RegExp[] = [
  /\/\*[\s\S]*?(?:\*\/|$)/g,
  /\\/g,
  /</g,
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g,
  /url\s*\(/gi,
  /(?:-[a-z]+-)?image(?:-set)?\s*\(/gi,
  /\bsrc\s*\(/gi,
  /@import/gi,
  /expression\s*\(/gi,
  /javascript\s*:/gi,
  /behavior\s*:/gi,
  /-moz-binding/gi,
];

export const MAX_CUSTOM_CSS = 20_000;

export function sanitizeCss(input: string): string {
  let css = input.slice(0, MAX_CUSTOM_CSS);
  for (;;) {
    let next = css;
    for (const re of DANGEROUS) next = next.replace(re, '');
    if (next === css) return css;
    css = next;
  }
}
