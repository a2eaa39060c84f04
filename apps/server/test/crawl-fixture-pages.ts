import { mulberry32 } from '../src/lib/prng';

// Pages of the crawl fixture site (crawl-fixture-site.ts): a clean page passes every audit check
// (unique 30-60 character title, 70-160 character description, one h1, headings in order, canonical
// to itself, 200+ words of its own, images with alt, valid JSON-LD); each seeded page breaks one rule.

/** A self-signed certificate for 127.0.0.1 and localhost, for the fixture's https mode (test only). */
export const FIXTURE_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgau6VJA8/J6bN1d3B
//GxglL4xn2lw415HznptXqvIhmhRANCAATJdSuFzwAwhx36sy26Y1JfM46TlPjU
UcoZozawzSaN8YMCCwwDqqWbkriZt4V9FG05w+9GzXMatmrqSxaOFDie
-----END PRIVATE KEY-----`;
export const FIXTURE_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBnDCCAUGgAwIBAgIUXCJuXJzgvgaBCAzOkw05b16PHUkwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNzE0MDUwOFoYDzIxMjYxMTAz
MTQwNTA4WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATJdSuFzwAwhx36sy26Y1JfM46TlPjUUcoZozawzSaN8YMCCwwDqqWb
kriZt4V9FG05w+9GzXMatmrqSxaOFDieo28wbTAdBgNVHQ4EFgQUyZV+06BrNDa4
cGU9dFd1LHnM2zQwHwYDVR0jBBgwFoAUyZV+06BrNDa4cGU9dFd1LHnM2zQwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDSQAwRgIhANqPbS+0fNMNf2O74OxlyD+jakv5taHvoCYH3dLVFLczAiEA
tP9DRE3d1StBMwjoXHWXcrHYRmL7YPaBjPqyu6ilol0=
-----END CERTIFICATE-----`;

const VOCAB = (
  'water pipe leak drain heater boiler valve tank flush sink shower faucet meter pressure copper ' +
  'plastic joint seal crew van route morning evening weekend estimate invoice permit inspection ' +
  'basement attic kitchen bathroom garden street corner river hill bridge market school library ' +
  'winter summer spring autumn frost storm flood sun wind rain cloud snow ice dust stone brick ' +
  'wood glass paint tile floor roof wall door window gate fence porch garage yard lawn tree ' +
  'apple bread cheese coffee honey lemon olive pepper salt sugar tea rice bean corn wheat ' +
  'quick slow bright quiet early late careful honest local trusted licensed insured friendly ' +
  'repair replace install clean check measure test visit call book answer explain finish ' +
  'neighbor owner tenant family builder landlord agent driver nurse teacher baker farmer ' +
  'north south east west center harbor valley meadow forest canyon island desert lake'
).split(' ');

/** n words of deterministic filler text, different for every seed. */
export function words(seed: string, n: number): string {
  let h = 0x811c9dc5;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  const rand = mulberry32(h >>> 0);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(VOCAB[Math.floor(rand() * VOCAB.length)]!);
  return out.join(' ');
}

export interface PageSpec {
  /** Path of the page; title, description and text derive from it unless given. */
  path: string;
  title?: string | null;
  description?: string | null;
  h1?: string[];
  /** Extra headings after the h1 (e.g. ['h3'] to skip a level). */
  headings?: string[];
  canonical?: string | null;
  /** Body paragraph text (default: 260 words seeded by the path). */
  text?: string;
  links?: string[];
  /** Extra <head> markup. */
  head?: string;
  /** Extra <body> markup. */
  body?: string;
  images?: string;
  /** JSON-LD block text; null for none. */
  jsonLd?: string | null;
  lang?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function titleOf(path: string): string {
  const t = `Fixture page ${path} of the crawl test site`;
  return t.length > 60 ? `Fixture ${path}`.slice(0, 60).padEnd(30, '.') : t;
}

export function descriptionOf(path: string): string {
  return `What the fixture page ${path} holds: its own words, links to the rest of the site, and structured data.`.slice(
    0,
    160,
  );
}

export function renderPage(origin: string, spec: PageSpec): string {
  const title = spec.title === undefined ? titleOf(spec.path) : spec.title;
  const description = spec.description === undefined ? descriptionOf(spec.path) : spec.description;
  const canonical = spec.canonical === undefined ? `${origin}${spec.path}` : spec.canonical;
  const jsonLd =
    spec.jsonLd === undefined
      ? JSON.stringify({ '@context': 'https://schema.org', '@type': 'WebPage', name: title ?? spec.path })
      : spec.jsonLd;
  const h1 = spec.h1 ?? [`Welcome to ${spec.path}`];
  const links = (spec.links ?? []).map((l) => `<li><a href="${esc(l)}">Go to ${esc(l)}</a></li>`).join('');
  return `<!doctype html>
<html lang="${spec.lang ?? 'en'}">
<head>
<meta charset="utf-8">
${title === null ? '' : `<title>${esc(title)}</title>`}
${description === null ? '' : `<meta name="description" content="${esc(description)}">`}
${canonical === null ? '' : `<link rel="canonical" href="${esc(canonical)}">`}
${jsonLd === null ? '' : `<script type="application/ld+json">${jsonLd}</script>`}
${spec.head ?? ''}
</head>
<body>
<nav><a href="/">Home</a></nav>
${h1.map((h) => `<h1>${esc(h)}</h1>`).join('\n')}
${(spec.headings ?? ['h2']).map((h, i) => `<${h}>Section ${i + 1}</${h}>`).join('\n')}
<p>${esc(spec.text ?? words(spec.path, 260))}</p>
${spec.images ?? '<img src="/img/logo.png" alt="Fixture logo"><img src="/img/line.png" alt="">'}
<ul>${links}</ul>
${spec.body ?? ''}
</body>
</html>`;
}
