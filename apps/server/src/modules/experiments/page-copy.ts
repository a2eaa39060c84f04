// A page's headline and intro as the generator wrote them (the first <h1> and the first <p> after
// it), and the page with B's text in their place: exact string positions, no HTML parser and no
// pattern over the page (docs/decisions/010-serve-time-variant-swap.md). Only pages the platform
// built are read here; B's text is the operator's, escaped like every generated text.

const HTML_ESC: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content (the generator's five entities). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESC[c]!);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Plain text of generated inner HTML: tags dropped, entities decoded. */
export function htmlText(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const c = html[i]!;
    if (c === '<') {
      const end = html.indexOf('>', i);
      if (end < 0) break;
      i = end + 1;
    } else if (c === '&') {
      const end = html.indexOf(';', i);
      const name = end > i && end - i <= 10 ? html.slice(i + 1, end) : '';
      const code = name.startsWith('#x')
        ? Number.parseInt(name.slice(2), 16)
        : name.startsWith('#')
          ? Number.parseInt(name.slice(1), 10)
          : Number.NaN;
      const decoded =
        Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : NAMED[name];
      if (decoded === undefined) {
        out += c;
        i++;
      } else {
        out += decoded;
        i = end + 1;
      }
    } else {
      out += c;
      i++;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

interface Span {
  /** Where the inner HTML starts and ends. */
  start: number;
  end: number;
}

/** The first <tag ...>...</tag> at or after `from` (the name followed by a space or '>'). */
function element(html: string, tag: string, from: number): Span | null {
  let at = from;
  for (;;) {
    const open = html.indexOf(`<${tag}`, at);
    if (open < 0) return null;
    const next = html[open + tag.length + 1];
    if (next === '>' || next === ' ' || next === '\n' || next === '\t') {
      const start = html.indexOf('>', open) + 1;
      const end = html.indexOf(`</${tag}>`, start);
      return start > 0 && end >= 0 ? { start, end } : null;
    }
    at = open + 1;
  }
}

/** The headline and intro of a page: inner HTML as built and as plain text. */
export interface PageCopy {
  h1Html: string;
  introHtml: string | null;
  h1: string;
  intro: string;
}

interface Located {
  h1: Span;
  intro: Span | null;
}

function locate(html: string): Located | null {
  const h1 = element(html, 'h1', 0);
  if (!h1) return null;
  return { h1, intro: element(html, 'p', h1.end) };
}

/** The page's first h1 and the paragraph after it; null without an h1. */
export function readCopy(html: string): PageCopy | null {
  const at = locate(html);
  if (!at) return null;
  const h1Html = html.slice(at.h1.start, at.h1.end);
  const introHtml = at.intro ? html.slice(at.intro.start, at.intro.end) : null;
  return { h1Html, introHtml, h1: htmlText(h1Html), intro: introHtml ? htmlText(introHtml) : '' };
}

/** What a test recorded of A, and B's text (null keeps A's). */
export interface SwapSpec {
  aH1Html: string;
  aIntroHtml: string;
  bH1: string | null;
  bIntro: string | null;
}

/** The page for each way it is served during and after a test. */
export interface VariantBodies {
  /** As built, marked data-x="A" for the beacon. */
  a: string;
  /** B's text, marked data-x="B". */
  b: string;
  /** B's text, unmarked: served to everyone once B won. */
  bPlain: string;
}

/** Adds data-x="{label}" to the <html> tag (the beacon sends it as `x`); the page as is without one. */
export function markVariant(html: string, label: 'A' | 'B'): string {
  const open = html.indexOf('<html');
  const next = html[open + 5];
  if (open < 0 || (next !== ' ' && next !== '>')) return html;
  return `${html.slice(0, open + 5)} data-x="${label}"${html.slice(open + 5)}`;
}

/**
 * The page with B's headline and intro, or null when it no longer carries A's text exactly (a later
 * build changed it): the test is then suspended rather than showing B's text over other content.
 */
export function variantBodies(html: string, spec: SwapSpec): VariantBodies | null {
  const at = locate(html);
  if (!at || html.slice(at.h1.start, at.h1.end) !== spec.aH1Html) return null;
  const introMatches = at.intro && html.slice(at.intro.start, at.intro.end) === spec.aIntroHtml;
  if (spec.bIntro !== null && !introMatches) return null;
  let b = html;
  // Right to left, so the h1's positions still hold after the intro is replaced.
  if (spec.bIntro !== null && at.intro)
    b = b.slice(0, at.intro.start) + escapeHtml(spec.bIntro) + b.slice(at.intro.end);
  if (spec.bH1 !== null) b = b.slice(0, at.h1.start) + escapeHtml(spec.bH1) + b.slice(at.h1.end);
  return { a: markVariant(html, 'A'), b: markVariant(b, 'B'), bPlain: b };
}
