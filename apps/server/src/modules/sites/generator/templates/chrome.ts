// The parts around every page: header (brand, nav, phone or quote button), footer (name, address,
// phone, hours, links, disclaimer) and the phones' fixed call bar. Rendered once per site and kept
// with the SiteView; only the disclaimer and the quote link's target vary by page.
import { initials } from '../assets/site-images';
import { esc, telHref } from '../escape';
import { hoursTable } from './facts-text';
import { icon } from './icons';
import type { Link, SiteView } from './view';

/** Phone numbers never break across lines (html-validate's tel-non-breaking). */
export function phoneText(phone: string): string {
  return esc(phone).replace(/ /g, '&nbsp;').replace(/-/g, '&#8209;');
}

/** "Call (512) 555-0100" as a tel: link with the given class; the beacon counts its clicks. */
export function callLink(phone: string, cls: string, label = 'Call'): string {
  return `<a class="${cls}" href="${esc(telHref(phone))}">${icon('phone')}<span>${label}&nbsp;${phoneText(phone)}</span></a>`;
}

const cache = new WeakMap<SiteView, Record<string, string>>();

function once(site: SiteView, key: string, make: () => string): string {
  let c = cache.get(site);
  if (!c) {
    c = {};
    cache.set(site, c);
  }
  c[key] ??= make();
  return c[key];
}

const list = (ls: Link[]) => ls.map((l) => `<li><a href="${esc(l.href)}">${esc(l.text)}</a></li>`).join('');

/** quoteHref: '#quote' on pages with the form, the home page's form otherwise. */
export function header(site: SiteView, quoteHref: string): string {
  return once(site, `header${quoteHref}`, () => {
    const phone = site.business.phone;
    const action = phone
      ? callLink(phone, 'top-call', '<span class="top-call-l">Call</span>')
      : `<a class="top-quote" href="${esc(quoteHref)}">${esc(site.quoteLabel)}</a>`;
    return `<header class="top"><div class="wrap top-in"><a class="brand" href="${esc(site.homeHref)}"><span class="mark" aria-hidden="true">${esc(initials(site.name))}</span><span class="brand-name">${esc(site.name)}</span></a><nav class="nav" aria-label="Main"><ul>${list(site.nav)}</ul></nav>${action}</div></header>`;
  });
}

function footerTop(site: SiteView): string {
  return once(site, 'footer', () => {
    const b = site.business;
    let nap = `<p class="foot-brand">${esc(site.name)}</p>`;
    if (b.address && !b.serviceAreaOnly) nap += `<p>${icon('pin')}<span>${esc(b.address)}</span></p>`;
    else nap += `<p>${icon('pin')}<span>Serving ${esc(site.city)} and nearby</span></p>`;
    if (b.phone) nap += `<p>${icon('phone')}<a href="${esc(telHref(b.phone))}">${phoneText(b.phone)}</a></p>`;
    if (b.email) nap += `<p>${icon('mail')}<a href="mailto:${esc(b.email)}">${esc(b.email)}</a></p>`;
    const rows = hoursTable(b);
    const hours = rows.length
      ? `<div class="foot-col" id="hours"><h2>Hours</h2><dl class="hours">${rows
          .map(([d, t]) => `<div><dt>${esc(d)}</dt><dd>${esc(t)}</dd></div>`)
          .join('')}</dl></div>`
      : '';
    return `<footer class="foot"><div class="wrap foot-in"><div class="foot-col"><h2>Contact</h2><address>${nap}</address></div>${hours}<nav class="foot-col" aria-label="Footer"><h2>Pages</h2><ul>${list(site.footerLinks)}</ul></nav></div>`;
  });
}

export function footer(site: SiteView, disclaimer: string | undefined): string {
  const note = disclaimer ? `<p class="disclaimer">${esc(disclaimer)}</p>` : '';
  return `${footerTop(site)}<div class="wrap foot-legal">${note}<p>&copy; ${site.builtYear} ${esc(site.name)}</p></div></footer>`;
}

/** Phones only (CSS): call and quote side by side at the bottom of the screen. */
export function callBar(site: SiteView, quoteHref: string | null): string {
  const phone = site.business.phone;
  if (!phone) return '';
  return once(site, `bar${quoteHref}`, () => {
    const quote = quoteHref ? `<a class="cb-quote" href="${esc(quoteHref)}">${esc(site.quoteLabel)}</a>` : '';
    return `<div class="callbar">${callLink(phone, 'cb-call')}${quote}</div>`;
  });
}
