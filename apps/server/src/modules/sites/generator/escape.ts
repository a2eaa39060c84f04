// Escaping for every context user text can reach: HTML text, attributes, JSON-LD, XML.

const HTML_ESC: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and double- or single-quoted attributes. */
export function esc(s: string | number): string {
  const t = String(s);
  return /[&<>"']/.test(t) ? t.replace(/[&<>"']/g, (c) => HTML_ESC[c]) : t;
}

/** XML (sitemap) uses the same five entities. */
export const escXml = esc;

/** JSON for a <script type="application/ld+json"> block: no '<', '>', '&' or line separators raw. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
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
    .replace(/^-+|-+$/g, '');
}
