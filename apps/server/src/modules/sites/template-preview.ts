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

/** The home page with its own files inlined: a document that needs nothing else. */
export function selfContained(files: Map<string, SiteFile>, page = 'index.html'): string {
  const fileOf = (href: string) => files.get(href.split(/[?#]/)[0].replace(/^\//, ''));
  let html = bodyText(files.get(page)!);
  html = html.replace(/<link\b[^>]*>/gi, (tag) => {
    if (!/\brel="?stylesheet/i.test(tag)) return /\brel="?(icon|preload|modulepreload)/i.test(tag) ? '' : tag;
    const href = /\bhref="([^"]*)"/i.exec(tag)?.[1];
    const css = href ? fileOf(href) : undefined;
    return css ? `<style>${bodyText(css).replace(/<\/style/gi, '<\\/style')}</style>` : '';
  });
  html = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  html = html.replace(/\b(src|poster)="(\/[^"]*)"/gi, (whole, attr: string, href: string) => {
    const f = fileOf(href);
    return f && /^image\//.test(f.contentType) ? `${attr}="${dataUri(f)}"` : whole;
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
