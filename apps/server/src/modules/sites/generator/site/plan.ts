// The pages a site has: goldmine (one vertical, one place) or dominator (hub + a page per place).
import type { VerticalData } from '../../../../data/verticals';
import { copyOf, type VerticalCopy } from '../content/copy';
import type { PageKind } from '../content/model';
import type { Service } from '../content/services';
import { siteServices } from '../content/site-services';
import { slugify } from '../escape';
import type { PlaceFacts } from '../facts';
import type { BusinessInfo, SiteKind } from '../types';

export interface PlannedPage {
  kind: PageKind;
  /** Site-relative path: '/', '/roof-repair/', '/404.html'. */
  path: string;
  file: string;
  /** Short name for breadcrumbs and navigation. */
  label: string;
  place: PlaceFacts;
  service?: Service;
}

const dir = (slug: string) => ({ path: `/${slug}/`, file: `${slug}/index.html` });

function fixed(first: PlaceFacts): PlannedPage[] {
  return [
    { kind: 'contact', label: 'Contact', place: first, ...dir('contact') },
    { kind: 'privacy', label: 'Privacy', place: first, ...dir('privacy') },
    { kind: 'terms', label: 'Terms', place: first, ...dir('terms') },
    { kind: 'thanks', label: 'Thank you', place: first, ...dir('thank-you') },
    { kind: 'notfound', label: 'Not found', place: first, path: '/404.html', file: '404.html' },
  ];
}

const RESERVED = new Set(['contact', 'privacy', 'terms', 'thank-you', 'about', 'faq', 'assets']);

/** Place slug "austin-tx"; repeated names get the place id appended. */
export function placeSlugs(places: PlaceFacts[]): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Set<string>(RESERVED);
  for (const p of places) {
    let s = slugify(`${p.city}-${p.state}`) || 'place';
    if (used.has(s)) s = `${s}-${slugify(p.placeId)}`;
    used.add(s);
    out.set(p.placeId, s);
  }
  return out;
}

/**
 * The copy a site is written from and the services it offers (docs/product/rules.md#site-copy):
 * `copy` given overrides the registry (null = the generic banks, as for a vertical without copy).
 */
export function siteCopy(
  v: VerticalData,
  business: BusinessInfo,
  copy?: VerticalCopy | null,
): { copy?: VerticalCopy; services: Service[] } {
  const c = copy === undefined ? copyOf(v.slug) : (copy ?? undefined);
  return { copy: c, services: siteServices(v, c, business) };
}

/** A page per place a goldmine also serves (its service-area pages). */
function servedPlaces(places: PlaceFacts[]): PlannedPage[] {
  const slugs = placeSlugs(places);
  return places.map((p) => ({
    kind: 'place' as const,
    label: `${p.city}, ${p.state}`,
    place: p,
    ...dir(slugs.get(p.placeId)!),
  }));
}

export function planSite(kind: SiteKind, places: PlaceFacts[], services: Service[]): PlannedPage[] {
  const first = places[0];
  if (kind === 'goldmine') {
    return [
      { kind: 'home', label: 'Home', place: first, path: '/', file: 'index.html' },
      ...services.map((s) => ({
        kind: 'service' as const,
        label: s.name,
        place: first,
        service: s,
        ...dir(s.slug),
      })),
      { kind: 'about', label: 'About', place: first, ...dir('about') },
      { kind: 'faq', label: 'FAQ', place: first, ...dir('faq') },
      ...servedPlaces(places.slice(1)),
      ...fixed(first),
    ];
  }
  const slugs = placeSlugs(places);
  return [
    { kind: 'hub', label: 'Home', place: first, path: '/', file: 'index.html' },
    ...places.map((p) => ({
      kind: 'place' as const,
      label: `${p.city}, ${p.state}`,
      place: p,
      ...dir(slugs.get(p.placeId)!),
    })),
    { kind: 'about', label: 'About', place: first, ...dir('about') },
    ...fixed(first),
  ];
}
