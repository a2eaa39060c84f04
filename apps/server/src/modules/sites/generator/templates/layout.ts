// The page shell: head tags (canonical, Open Graph with the site's image, icons), header, hero with
// the headline, call button and short form, the template's order of body blocks, footer, the
// phones' call bar and the beacon. Plain string building for speed; every text goes through esc().
import { esc, jsonForScript } from '../escape';
import type { TemplateId } from '../types';
import {
  areaBlock,
  ctaBlock,
  faqBlock,
  heroCall,
  photosBlock,
  reviewsBlock,
  sections,
  trustBlock,
} from './blocks';
import { callBar, footer, header } from './chrome';
import { leadForm } from './form';
import { HERO_KINDS, MAP_KINDS, type PageView, REVIEW_KINDS } from './view';

export type { Link, PageView, SiteView } from './view';

function crumbs(v: PageView): string {
  if (!v.breadcrumbs.length) return '';
  const last = v.breadcrumbs.length - 1;
  return `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="${esc(v.site.homeHref)}">Home</a></li>${v.breadcrumbs
    .map(
      (b, i) =>
        `<li><a href="${esc(b.href)}"${i === last ? ' aria-current="page"' : ''}>${esc(b.text)}</a></li>`,
    )
    .join('')}</ol></nav>`;
}

/** Where a template puts its blocks after the content sections. */
type Block = 'content' | 'photos' | 'reviews' | 'area' | 'faq';
const ORDER: Record<TemplateId, Block[]> = {
  classic: ['content', 'photos', 'reviews', 'area', 'faq'],
  bold: ['reviews', 'content', 'photos', 'faq', 'area'],
  minimal: ['content', 'area', 'reviews', 'photos', 'faq'],
};

function hero(v: PageView): string {
  const s = v.site;
  const c = v.content;
  const call = heroCall(s);
  // Bold shows the facts as a band under the hero; the others beside the headline.
  const trust = s.template === 'bold' ? '' : trustBlock(s);
  const form = v.form ? `<div class="hero-form">${leadForm(v.form)}</div>` : '';
  const band =
    s.template === 'bold' && s.trust.length
      ? `<div class="band"><div class="wrap">${trustBlock(s)}</div></div>`
      : '';
  return `<div class="hero${v.form ? '' : ' hero-noform'}"><div class="wrap hero-in"><div class="hero-copy">${crumbs(v)}<h1>${esc(c.h1)}</h1><p class="lede">${esc(c.intro)}</p>${call}</div>${form}${trust ? `<div class="hero-trust">${trust}</div>` : ''}</div></div>${band}\n`;
}

function titleBand(v: PageView): string {
  return `<div class="titlebar"><div class="wrap">${crumbs(v)}<h1>${esc(v.content.h1)}</h1><p class="lede">${esc(v.content.intro)}</p></div></div>\n`;
}

function body(v: PageView, quoteHref: string | null): string {
  const s = v.site;
  const k = v.kind;
  const parts: Record<Block, string> = {
    content: v.content.sections.length
      ? `<div class="wrap body">${sections(v.content.sections, s)}</div>\n`
      : '',
    photos:
      k === 'home' || k === 'hub' || k === 'about'
        ? photosBlock(s, 12)
        : k === 'service' || k === 'place'
          ? photosBlock(s, 3)
          : '',
    reviews: REVIEW_KINDS.has(k) ? reviewsBlock(s) : '',
    area: MAP_KINDS.has(k) ? areaBlock(s) : '',
    faq: faqBlock(v.content.faqs),
  };
  let h = '';
  for (const b of ORDER[s.template]) {
    const part = parts[b];
    if (!part) continue;
    h += b === 'content' ? part : `<div class="wrap blk blk-${b}">${part}</div>\n`;
  }
  return h + (k === 'thanks' ? '' : ctaBlock(s, quoteHref));
}

export function renderPage(v: PageView): string {
  const s = v.site;
  const c = v.content;
  const withHero = HERO_KINDS.has(v.kind);
  const quoteHref = v.form ? '#quote' : null;
  const top = withHero ? hero(v) : titleBand(v);
  // Pages without a hero (legal, 404) keep their form at the end.
  const tailForm = !withHero && v.form ? `<div class="wrap blk blk-form">${leadForm(v.form)}</div>\n` : '';
  const bar = callBar(s, quoteHref);
  const b = s.beacon;
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
<meta property="og:site_name" content="${esc(s.name)}">
<meta property="og:image" content="${esc(s.ogImage)}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta name="twitter:card" content="summary_large_image">
<link rel="icon" href="${esc(s.icons.svg)}" type="image/svg+xml">
<link rel="icon" href="${esc(s.icons.png)}" type="image/png" sizes="32x32">
<link rel="stylesheet" href="${esc(s.cssHref)}">
${v.jsonLd ? `<script type="application/ld+json">${jsonForScript(v.jsonLd)}</script>\n` : ''}<script src="${esc(b.src)}" defer data-s="${esc(b.siteId)}" data-e="${esc(b.endpoint)}" data-p="${esc(v.path)}"></script>
</head>
<body class="t-${s.template}${bar ? ' has-bar' : ''}">
<a class="skip" href="#main">Skip to content</a>
${header(s, quoteHref ?? `${s.homeHref}#quote`)}
<main id="main">
${top}${body(v, quoteHref)}${tailForm}</main>
${footer(s, c.disclaimer)}
${bar}
</body>
</html>
`;
}
