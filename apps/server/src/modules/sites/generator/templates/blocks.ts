// The blocks of a page body: content sections (service links as cards with icons, place links as
// chips, plain lists as check lists), FAQ, trust row, reviews, photos, service area and the closing
// call to action. Site-wide blocks are rendered once per site (the SiteView's cache in chrome.ts).
import type { Faq, Section } from '../content/model';
import { esc } from '../escape';
import { callLink } from './chrome';
import { monthYear, ratingOf, type TrustItem } from './facts-text';
import { icon } from './icons';
import type { SiteView } from './view';

function listBlock(items: NonNullable<Section['list']>, site: SiteView): string {
  if (items.every((i) => i.href && site.serviceIcons.has(i.href))) {
    return `<ul class="cards">${items
      .map(
        (i) =>
          `<li><a class="card" href="${esc(i.href!)}">${icon(site.serviceIcons.get(i.href!)!, 'ic card-ic')}<span class="card-t">${esc(i.text)}</span>${icon('arrow', 'ic card-go')}</a></li>`,
      )
      .join('')}</ul>`;
  }
  if (items.some((i) => i.href)) {
    return `<ul class="chips">${items
      .map((i) =>
        i.href
          ? `<li><a class="chip" href="${esc(i.href)}">${esc(i.text)}</a></li>`
          : `<li><span class="chip">${esc(i.text)}</span></li>`,
      )
      .join('')}</ul>`;
  }
  return `<ul class="checks">${items.map((i) => `<li>${icon('check')}<span>${esc(i.text)}</span></li>`).join('')}</ul>`;
}

export function sections(ss: Section[], site: SiteView): string {
  let h = '';
  for (const s of ss) {
    h += `<section class="sec"><h2>${esc(s.heading)}</h2>`;
    for (const p of s.paragraphs) h += `<p>${esc(p)}</p>`;
    if (s.list?.length) h += listBlock(s.list, site);
    h += '</section>\n';
  }
  return h;
}

export function faqBlock(faqs: Faq[]): string {
  if (!faqs.length) return '';
  let h =
    '<section class="faq" aria-labelledby="faq-h"><h2 id="faq-h">Questions and answers</h2><div class="qa">';
  faqs.forEach((f, i) => {
    h += `<details${i === 0 ? ' open' : ''}><summary>${esc(f.q)}</summary><p>${esc(f.a)}</p></details>`;
  });
  return `${h}</div></section>\n`;
}

function trustRow(items: TrustItem[]): string {
  if (!items.length) return '';
  return `<ul class="trust">${items.map((t) => `<li>${icon(t.icon)}<span>${esc(t.text)}</span></li>`).join('')}</ul>`;
}

const stars = (n: number) =>
  `<span class="stars" aria-hidden="true">${'★'.repeat(n)}${'☆'.repeat(5 - n)}</span>`;

const blockCache = new WeakMap<SiteView, Map<string, string>>();
function once(site: SiteView, key: string, make: () => string): string {
  let c = blockCache.get(site);
  if (!c) {
    c = new Map();
    blockCache.set(site, c);
  }
  let h = c.get(key);
  if (h === undefined) {
    h = make();
    c.set(key, h);
  }
  return h;
}

/** The site's trust row ('' without facts). */
export function trustBlock(site: SiteView): string {
  return once(site, 'trust', () => trustRow(site.trust));
}

/** The hero's call button ('' without a phone). */
export function heroCall(site: SiteView): string {
  return once(site, 'call', () =>
    site.business.phone ? `<div class="hero-cta">${callLink(site.business.phone, 'btn btn-call')}</div>` : '',
  );
}

/** The pasted reviews (newest six) with their source and date; nothing when there are none. */
export function reviewsBlock(site: SiteView): string {
  return once(site, 'reviews', () => {
    const rating = ratingOf(site.reviews);
    if (!rating) return '';
    const sum =
      rating.average != null
        ? `<p class="rv-sum">${stars(Math.round(rating.average))}<span>${rating.average.toFixed(1)} out of 5 from ${rating.rated} review${rating.rated === 1 ? '' : 's'}</span></p>`
        : '';
    const items = site.reviews
      .slice(0, 6)
      .map((r) => {
        const source = r.url
          ? `<a href="${esc(r.url)}" rel="nofollow noopener">${esc(r.source)}</a>`
          : esc(r.source);
        const rated = r.rating
          ? `${stars(r.rating)}<span class="sr">Rated ${r.rating} out of 5. </span>`
          : '';
        return `<li class="rv">${rated}<blockquote><p>${esc(r.text)}</p></blockquote><p class="rv-by"><span class="rv-name">${esc(r.author)}</span> on ${source}, <time datetime="${esc(r.date)}">${esc(monthYear(r.date))}</time></p></li>`;
      })
      .join('');
    return `<section class="reviews" id="reviews" aria-labelledby="rv-h"><h2 id="rv-h">What customers say</h2>${sum}<ul class="rv-list">${items}</ul></section>\n`;
  });
}

/** Uploaded photos, lazy, with their sizes; `max` of them. */
export function photosBlock(site: SiteView, max: number): string {
  if (!site.photos.length) return '';
  return once(site, `photos${max}`, () => {
    const items = site.photos
      .slice(0, max)
      .map(
        (p) =>
          `<li><img src="${esc(p.src400)}" srcset="${esc(p.src400)} 400w, ${esc(p.src800)} 800w" sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 46vw, 92vw" width="400" height="${Math.round((400 * p.height) / p.width)}" alt="${esc(p.alt)}" loading="lazy" decoding="async"></li>`,
      )
      .join('');
    return `<section class="photos" aria-labelledby="ph-h"><h2 id="ph-h">Photos</h2><ul class="ph-grid">${items}</ul></section>\n`;
  });
}

export function areaBlock(site: SiteView): string {
  if (!site.map) return '';
  return once(
    site,
    'area',
    () =>
      `<section class="area" aria-labelledby="area-h"><div class="area-t"><h2 id="area-h">Where we work</h2><p>${esc(site.areaCaption)}</p></div><figure class="area-map">${site.map}<figcaption>Dots mark the communities served; shaded counties are the ones they lie in.</figcaption></figure></section>\n`,
  );
}

/** The closing call to action: call (when there is a phone) or the form. */
export function ctaBlock(site: SiteView, quoteHref: string | null): string {
  return once(site, `cta${quoteHref}`, () => {
    const phone = site.business.phone;
    // Without a phone the form is the main action, so its button leads.
    const quote = quoteHref
      ? `<a class="btn ${phone ? 'btn-alt' : 'btn-main'}" href="${esc(quoteHref)}">${esc(site.quoteLabel)}</a>`
      : '';
    if (!phone && !quote) return '';
    const text = phone
      ? `Call or send the form, and ${site.name} will get back to you.`
      : `Send the form, and ${site.name} will get back to you.`;
    return `<section class="cta" aria-labelledby="cta-h"><div class="wrap cta-in"><div><h2 id="cta-h">Ready to get started?</h2><p>${esc(text)}</p></div><div class="btns">${phone ? callLink(phone, 'btn btn-call') : ''}${quote}</div></div></section>\n`;
  });
}
