// Escaping for every context user text can reach: HTML text, attributes, JSON-LD, XML.

const HTML_ESC: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const HTML_UNSAFE = /[&<>"']/;
const HTML_UNSAFE_ALL = /[&<>"']/g;

/** Escapes text for HTML element content and double- or single-quoted attributes. */
export function esc(s: string | number): string {
  const t = typeof s === 'string' ? s : String(s);
  return HTML_UNSAFE.test(t) ? t.replace(HTML_UNSAFE_ALL, (c) => HTML_ESC[c]) : t;
}

/** XML (sitemap) uses the same five entities. */
export const escXml = esc;

const JSON_ESC: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const JSON_UNSAFE = /[<>&\u2028\u2029]/;
const JSON_UNSAFE_ALL = /[<>&\u2028\u2029]/g;

/** JSON for a <script type="application/ld+json"> block: no '<', '>', '&' or line separators raw. */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value);
  return JSON_UNSAFE.test(json) ? json.replace(JSON_UNSAFE_ALL, (c) => JSON_ESC[c]) : json;
}

/** Digits and a leading + only, for tel: links. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''); // runs of '-' are one by now (and '-+$' would backtrack)
}
