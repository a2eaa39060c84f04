import { Parser } from 'htmlparser2';
import { countWords } from '../../sites';
import { normalizeUrl } from './url';

// One streaming pass over a page's HTML (docs/crawler.md#parsing): htmlparser2 calls back per tag
// and text run; nothing builds a DOM. Visible text skips script, style, noscript, template and
// the head's title.

export const TEXT_CAP = 20_000;

export interface ParsedHtml {
  title: string | null;
  description: string | null;
  noindex: boolean;
  canonical: string | null;
  h1: string[];
  h2: string[];
  headingLevels: number[];
  text: string;
  wordCount: number;
  lang: string | null;
  links: { url: string; text: string; internal: boolean; nofollow: boolean }[];
  images: { src: string; alt: string | null }[];
  jsonLd: { type: string[]; valid: boolean; error?: string; value?: unknown }[];
  hreflang: { lang: string; url: string }[];
  mixedContent: string[];
  resources: string[];
}

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'title', 'svg']);
const BLOCKISH =
  /^(p|div|br|li|ul|ol|h[1-6]|tr|td|th|section|article|header|footer|nav|main|aside|table|blockquote|pre|dt|dd|figcaption|option|hr)$/;
const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
const relTokens = (rel: string | undefined) => (rel ?? '').toLowerCase().split(/\s+/);

/** Types of a JSON-LD value: its @type(s), and those of the items of its @graph (or of an array). */
export function jsonLdTypes(value: unknown): string[] {
  const out: string[] = [];
  const visit = (v: unknown, depth: number) => {
    if (depth > 2 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
      return;
    }
    const o = v as Record<string, unknown>;
    const t = o['@type'];
    if (typeof t === 'string') out.push(t);
    else if (Array.isArray(t)) for (const x of t) if (typeof x === 'string') out.push(x);
    if (Array.isArray(o['@graph'])) visit(o['@graph'], depth + 1);
  };
  visit(value, 0);
  return [...new Set(out)];
}

export function parseJsonLd(raw: string): ParsedHtml['jsonLd'][number] {
  try {
    const value: unknown = JSON.parse(raw);
    return { type: jsonLdTypes(value), valid: true, value };
  } catch (e) {
    return { type: [], valid: false, error: (e as Error).message };
  }
}

/** What a page holds before (or without) a parse: a non-HTML answer, an error page. */
export function emptyParse(): ParsedHtml {
  return {
    title: null,
    description: null,
    noindex: false,
    canonical: null,
    h1: [],
    h2: [],
    headingLevels: [],
    text: '',
    wordCount: 0,
    lang: null,
    links: [],
    images: [],
    jsonLd: [],
    hreflang: [],
    mixedContent: [],
    resources: [],
  };
}

/**
 * Parses a page. `pageUrl` is the URL the HTML was served at (after redirects); `siteOrigin` is
 * what counts as internal (scheme://host:port).
 */
export function parseHtml(html: string, pageUrl: string, siteOrigin: string): ParsedHtml {
  let base = pageUrl;
  const httpsPage = pageUrl.startsWith('https:');
  const out = emptyParse();
  const textParts: string[] = [];
  let skipDepth = 0;
  let inTitle = false;
  let titleText = '';
  let heading: { level: number; text: string } | null = null;
  const anchors: { url: string | null; nofollow: boolean; text: string }[] = [];
  let jsonLdText: string | null = null;
  const seenResources = new Set<string>();

  const resource = (raw: string | undefined) => {
    if (!raw) return;
    const abs = normalizeUrl(raw.trim(), base);
    if (!abs) return;
    if (!seenResources.has(abs)) {
      seenResources.add(abs);
      out.resources.push(abs);
    }
    if (httpsPage && abs.startsWith('http:')) mixed(abs);
  };
  const seenMixed = new Set<string>();
  const mixed = (abs: string) => {
    if (seenMixed.has(abs)) return;
    seenMixed.add(abs);
    out.mixedContent.push(abs);
  };

  const parser = new Parser(
    {
      onopentag(name, a) {
        if (SKIP.has(name)) {
          if (name === 'title' && out.title === null && !inTitle && skipDepth === 0) {
            inTitle = true;
            titleText = '';
          }
          if (name === 'script') {
            if ((a.type ?? '').trim().toLowerCase() === 'application/ld+json') jsonLdText = '';
            else resource(a.src);
          }
          skipDepth++;
          return;
        }
        if (BLOCKISH.test(name)) textParts.push(' ');
        switch (name) {
          case 'html':
            if (a.lang) out.lang = a.lang.trim();
            break;
          case 'base':
            if (a.href) base = normalizeUrl(a.href, pageUrl) ?? base;
            break;
          case 'meta': {
            const n = (a.name ?? '').toLowerCase();
            if (n === 'description' && out.description === null) out.description = collapse(a.content ?? '');
            if (n === 'robots' || n === 'sdpbot') {
              const c = (a.content ?? '').toLowerCase();
              if (/\b(noindex|none)\b/.test(c)) out.noindex = true;
            }
            break;
          }
          case 'link': {
            const rel = relTokens(a.rel);
            if (rel.includes('canonical') && a.href && out.canonical === null)
              out.canonical = normalizeUrl(a.href.trim(), base);
            if (rel.includes('alternate') && a.hreflang !== undefined && a.href) {
              const u = normalizeUrl(a.href.trim(), base);
              if (u) out.hreflang.push({ lang: a.hreflang.trim(), url: u });
            }
            if (rel.includes('stylesheet')) resource(a.href);
            break;
          }
          case 'h1':
          case 'h2':
          case 'h3':
          case 'h4':
          case 'h5':
          case 'h6': {
            const level = Number(name[1]);
            out.headingLevels.push(level);
            heading = { level, text: '' };
            break;
          }
          case 'a':
          case 'area': {
            // Browsers close an open <a> when another starts: anchors never nest.
            if (anchors.length) closeAnchor();
            const href = a.href?.trim();
            anchors.push({
              url: href ? normalizeUrl(href, base) : null,
              nofollow: relTokens(a.rel).includes('nofollow'),
              text: '',
            });
            if (name === 'area') closeAnchor();
            break;
          }
          case 'img': {
            const src = a.src?.trim() ?? '';
            const abs = src ? (normalizeUrl(src, base) ?? src) : '';
            out.images.push({ src: abs, alt: a.alt === undefined ? null : a.alt });
            resource(src);
            if (a.alt && anchors.length) anchors[anchors.length - 1]!.text += ` ${a.alt}`;
            break;
          }
          case 'iframe':
          case 'source':
          case 'video':
          case 'audio':
          case 'embed':
            if (httpsPage && a.src) {
              const abs = normalizeUrl(a.src.trim(), base);
              if (abs?.startsWith('http:')) mixed(abs);
            }
            break;
        }
      },
      ontext(data) {
        if (skipDepth > 0) {
          if (inTitle) titleText += data;
          else if (jsonLdText !== null) jsonLdText += data;
          return;
        }
        textParts.push(data);
        if (heading) heading.text += data;
        for (const an of anchors) an.text += data;
      },
      onclosetag(name) {
        if (SKIP.has(name)) {
          if (skipDepth > 0) skipDepth--;
          if (name === 'title' && inTitle) {
            inTitle = false;
            out.title = collapse(titleText);
          }
          if (name === 'script' && jsonLdText !== null) {
            out.jsonLd.push(parseJsonLd(jsonLdText));
            jsonLdText = null;
          }
          return;
        }
        if (BLOCKISH.test(name)) textParts.push(' ');
        if (heading && name === `h${heading.level}`) {
          const t = collapse(heading.text);
          if (heading.level === 1) out.h1.push(t);
          else if (heading.level === 2) out.h2.push(t);
          heading = null;
        }
        if (name === 'a') closeAnchor();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );

  function closeAnchor() {
    const an = anchors.pop();
    if (!an?.url) return;
    out.links.push({
      url: an.url,
      text: collapse(an.text),
      internal: sameOrigin(an.url, siteOrigin),
      nofollow: an.nofollow,
    });
  }

  parser.write(html);
  parser.end();
  while (anchors.length) closeAnchor();
  if (inTitle) out.title = collapse(titleText);
  const full = collapse(textParts.join(''));
  out.wordCount = countWords(full);
  out.text = full.length > TEXT_CAP ? full.slice(0, TEXT_CAP) : full;
  return out;
}

function sameOrigin(url: string, origin: string): boolean {
  return (
    url.startsWith(origin) &&
    (url.length === origin.length || url[origin.length] === '/' || url[origin.length] === '?')
  );
}
