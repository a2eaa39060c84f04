// Template thumbnails (docs/product/screens.md, /generation): a sample goldmine home page built by
// the real generator in each template, made self-contained (stylesheet and images inlined, scripts
// removed) for a sandboxed frame. Built once per template per process, so a change to the templates
// shows in the picker as soon as the server runs the new code, with no image to redraw by hand.
import { createHash } from 'node:crypto';
import { getPlaces } from '../../data/places';
import { buildSite, type SiteFile, type TemplateId } from './generator';

export interface TemplatePreview {
  html: string;
  etag: string;
}

/** The sample market: roofing in Austin, TX (else the largest place), by a made-up business. */
function sampleOpportunity(): string {
  const t = getPlaces();
  let i = t.name.findIndex((n, k) => n === 'Austin' && t.state[k] === 'TX');
  if (i < 0) i = t.population.indexOf(Math.max(...t.population));
  return `roofing~${t.id[i]}`;
}

const bodyText = (f: SiteFile) => (typeof f.body === 'string' ? f.body : f.body.toString('utf8'));
const dataUri = (f: SiteFile) =>
  `data:${f.contentType.split(';')[0]};base64,${(typeof f.body === 'string' ? Buffer.from(f.body) : f.body).toString('base64')}`;

/**
 * Each `<name ...>` tag (and, with `close`, everything up to its closing tag) replaced by `swap`'s
 * answer. A plain scan with indexOf: the page is our own generated HTML, and a scan cannot backtrack.
 */
function replaceTags(html: string, name: string, swap: (tag: string) => string, close?: string): string {
  const lower = html.toLowerCase();
  let out = '';
  let at = 0;
  for (;;) {
    const start = lower.indexOf(`<${name}`, at);
    if (start < 0) break;
    const next = lower.charCodeAt(start + name.length + 1);
    const tagEnd = lower.indexOf('>', start);
    if (tagEnd < 0) break;
    if (next !== 32 && next !== 62 && next !== 10 && next !== 9) {
      out += html.slice(at, tagEnd + 1);
      at = tagEnd + 1;
      continue;
    }
    let end = tagEnd + 1;
    if (close) {
      const c = lower.indexOf(close, end);
      const ce = c < 0 ? -1 : lower.indexOf('>', c);
      end = ce < 0 ? html.length : ce + 1;
    }
    out += html.slice(at, start) + swap(html.slice(start, tagEnd + 1));
    at = end;
  }
  return out + html.slice(at);
}

const attr = (tag: string, name: string): string | undefined => {
  const lower = tag.toLowerCase();
  const i = lower.indexOf(` ${name}="`);
  if (i < 0) return undefined;
  const from = i + name.length + 3;
  const to = tag.indexOf('"', from);
  return to < 0 ? undefined : tag.slice(from, to);
};

/** The home page with its own files inlined: a document that needs nothing else. */
export function selfContained(files: Map<string, SiteFile>, page = 'index.html'): string {
  const fileOf = (href: string) => files.get(href.split(/[?#]/)[0].replace(/^\//, ''));
  let html = bodyText(files.get(page)!);
  html = replaceTags(html, 'link', (tag) => {
    const rel = attr(tag, 'rel')?.toLowerCase() ?? '';
    if (rel !== 'stylesheet') return ['icon', 'preload', 'modulepreload'].includes(rel) ? '' : tag;
    const href = attr(tag, 'href');
    const css = href ? fileOf(href) : undefined;
    return css ? `<style>${bodyText(css).replaceAll('</style', '<\\/style')}</style>` : '';
  });
  html = replaceTags(html, 'script', () => '', '</script');
  html = html.replace(/\b(src|poster)="(\/[^"]*)"/gi, (whole, a: string, href: string) => {
    const f = fileOf(href);
    return f && /^image\//.test(f.contentType) ? `${a}="${dataUri(f)}"` : whole;
  });
  return html;
}

async function render(template: TemplateId): Promise<TemplatePreview> {
  const built = await buildSite({
    kind: 'goldmine',
    opportunityId: sampleOpportunity(),
    template,
    business: { name: 'Sample Roofing Co', phone: '(512) 555-0100' },
    baseUrl: 'https://sample.invalid',
    leadEndpoint: '/api/public/leads',
    beaconEndpoint: '/api/public/events',
    siteId: 'template-preview',
    seed: 7,
    builtAt: '2025-06-01T12:00:00.000Z',
    maxAttempts: 1,
  });
  const html = selfContained(built.files);
  const etag = `"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
  return { html, etag };
}

const cache = new Map<TemplateId, Promise<TemplatePreview>>();

/** The sample page of a template, built on first use and kept for the life of the process. */
export function templatePreview(template: TemplateId): Promise<TemplatePreview> {
  let hit = cache.get(template);
  if (!hit) {
    hit = render(template);
    hit.catch(() => cache.delete(template));
    cache.set(template, hit);
  }
  return hit;
}
