// The page shell shared by every template: head tags, landmarks, nav, breadcrumbs, content,
// lead form, footer, beacon. Plain string building for speed; every text goes through esc().
import type { PageContent, Section } from '../content/model';
import { esc, jsonForScript, telHref } from '../escape';
import type { TemplateId } from '../types';
import { type FormConfig, leadForm } from './form';

export interface Link {
  text: string;
  href: string;
}

export interface PageView {
  template: TemplateId;
  content: PageContent;
  siteName: string;
  canonical: string;
  ogType: 'website' | 'article';
  indexable: boolean;
  cssHref: string;
  homeHref: string;
  nav: Link[];
  footerLinks: Link[];
  /** Trail below home, as site links; empty on the home page. */
  breadcrumbs: Link[];
  jsonLd: object | null;
  form: FormConfig | null;
  phone?: string;
  beacon: { src: string; siteId: string; endpoint: string; path: string };
}

function section(s: Section): string {
  let h = `<section><h2>${esc(s.heading)}</h2>`;
  for (const p of s.paragraphs) h += `<p>${esc(p)}</p>`;
  if (s.list?.length) {
    h += '<ul>';
    for (const i of s.list)
      h += i.href ? `<li><a href="${esc(i.href)}">${esc(i.text)}</a></li>` : `<li>${esc(i.text)}</li>`;
    h += '</ul>';
  }
  return `${h}</section>\n`;
}

function faqBlock(c: PageContent): string {
  if (!c.faqs.length) return '';
  let h = '<section class="faq"><h2>Questions and answers</h2>';
  for (const f of c.faqs) h += `<h3>${esc(f.q)}</h3><p>${esc(f.a)}</p>`;
  return `${h}</section>\n`;
}

/** Nav and footer lists are the same array on every page of a site: rendered once per array. */
const linkCache = new WeakMap<Link[], string>();

function links(ls: Link[]): string {
  let h = linkCache.get(ls);
  if (h === undefined) {
    h = ls.map((l) => `<li><a href="${esc(l.href)}">${esc(l.text)}</a></li>`).join('');
    linkCache.set(ls, h);
  }
  return h;
}

export function renderPage(v: PageView): string {
  const c = v.content;
  const call = v.phone
    ? `<a class="call" href="${esc(telHref(v.phone))}">${esc(`Call ${v.phone}`).replace(/ /g, '&nbsp;').replace(/-/g, '&#8209;')}</a>`
    : '';
  const crumbs = v.breadcrumbs.length
    ? `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="${esc(v.homeHref)}">Home</a></li>${v.breadcrumbs
        .map((b, i) =>
          i === v.breadcrumbs.length - 1
            ? `<li><a href="${esc(b.href)}" aria-current="page">${esc(b.text)}</a></li>`
            : `<li><a href="${esc(b.href)}">${esc(b.text)}</a></li>`,
        )
        .join('')}</ol></nav>\n`
    : '';
  const body = c.sections.map(section).join('') + faqBlock(c);
  const form = v.form ? leadForm(v.form) : '';
  const main =
    v.template === 'bold'
      ? `<div class="hero"><h1>${esc(c.h1)}</h1><p class="lede">${esc(c.intro)}</p>${call}</div>\n${crumbs}<div class="grid"><div class="body">${body}</div><aside>${form}</aside></div>`
      : v.template === 'minimal'
        ? `${crumbs}<h1>${esc(c.h1)}</h1><p class="lede">${esc(c.intro)}</p>\n${body}${form}`
        : `${crumbs}<div class="grid"><div class="body"><h1>${esc(c.h1)}</h1><p class="lede">${esc(c.intro)}</p>\n${body}</div><aside>${call}${form}</aside></div>`;
  const b = v.beacon;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(c.title)}</title>
<meta name="description" content="${esc(c.description)}">
<link rel="canonical" href="${esc(v.canonical)}">
${v.indexable ? '' : '<meta name="robots" content="noindex">\n'}<meta property="og:title" content="${esc(c.title)}">
<meta property="og:description" content="${esc(c.description)}">
<meta property="og:url" content="${esc(v.canonical)}">
<meta property="og:type" content="${v.ogType}">
<meta property="og:site_name" content="${esc(v.siteName)}">
<link rel="stylesheet" href="${esc(v.cssHref)}">
${v.jsonLd ? `<script type="application/ld+json">${jsonForScript(v.jsonLd)}</script>\n` : ''}<script src="${esc(b.src)}" defer data-s="${esc(b.siteId)}" data-e="${esc(b.endpoint)}" data-p="${esc(b.path)}"></script>
</head>
<body class="t-${v.template}">
<a class="skip" href="#main">Skip to content</a>
<header><div class="wrap"><a class="brand" href="${esc(v.homeHref)}">${esc(v.siteName)}</a><nav aria-label="Main"><ul>${links(v.nav)}</ul></nav></div></header>
<main id="main"><div class="wrap">
${main}
</div></main>
<footer><div class="wrap"><nav aria-label="Footer"><ul>${links(v.footerLinks)}</ul></nav>${c.disclaimer ? `<p class="disclaimer">${esc(c.disclaimer)}</p>` : ''}<p>&copy; ${esc(v.siteName)}</p></div></footer>
</body>
</html>
`;
}
