// Builds a site's SiteView once per build: the facts the templates show (trust items, photos that
// were supplied, reviews newest first), the service-area map and the hrefs of the site's own images.
import { getPlaces } from '../../../../data/places';
import { groupOf, type Service } from '../content/services';
import type { SiteFacts } from '../facts';
import type { SiteUrls } from '../site/urls';
import type { SiteKind, SiteSpec } from '../types';
import { trustItems } from './facts-text';
import { quoteLabel } from './form-copy';
import { iconFor } from './icons';
import { areaMapSvg, type MapPoint } from './map';
import type { Link, PhotoView, SiteView } from './view';

export const ASSET = {
  css: '/assets/site.css',
  iconSvg: '/assets/icon.svg',
  iconPng: '/assets/icon-32.png',
  og: '/assets/og.png',
  beacon: '/b.js',
} as const;

export const photoFile = (id: string, w: 400 | 800) => `assets/photos/${id}-${w}.webp`;

/** The area's places for the map: a dominator's places; a goldmine's city and its neighbors. */
export function mapPoints(kind: SiteKind, facts: SiteFacts): MapPoint[] {
  const t = getPlaces();
  const fips = (id: string) => {
    const i = t.indexById.get(id);
    return i === undefined ? null : t.countyFips[i];
  };
  const first = facts.places[0];
  // A goldmine's map is its market's place and the neighbours (its service-area pages are among them).
  const own: MapPoint[] = (kind === 'dominator' ? facts.places : [first]).map((p, i) => ({
    name: p.city,
    lat: p.lat,
    lon: p.lon,
    fips: fips(p.placeId),
    population: p.population,
    primary: i === 0,
  }));
  if (kind === 'dominator') return own;
  const near: MapPoint[] = [];
  for (const n of first.neighbours) {
    const i = t.indexById.get(n.placeId);
    if (i === undefined) continue;
    near.push({
      name: n.city,
      lat: t.lat[i],
      lon: t.lon[i],
      fips: t.countyFips[i],
      population: t.population[i],
    });
  }
  return [...own, ...near];
}

/** "Lone Star Roofing Co. works in Austin, Rollingwood, ... and Onion Creek." (largest places first). */
export function areaCaption(kind: SiteKind, name: string, points: MapPoint[]): string {
  const [home, ...rest] = points;
  const shown = [...rest].sort((a, b) => b.population - a.population).slice(0, kind === 'dominator' ? 7 : 8);
  const names = [home, ...shown].map((p) => p.name);
  const more = points.length - names.length;
  const list =
    more > 0
      ? `${names.join(', ')} and ${more.toLocaleString('en-US')} more ${more === 1 ? 'community' : 'communities'}`
      : names.length > 1
        ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
        : names[0];
  return `${name} works in ${list}.`;
}

export interface SiteViewInput {
  spec: SiteSpec;
  facts: SiteFacts;
  urls: SiteUrls;
  services: Service[];
  servicePath: ReadonlyMap<string, string>;
  nav: Link[];
  footerLinks: Link[];
  builtYear: number;
  /** Files supplied for the photos, keyed assets/photos/{id}-{400|800}.webp. */
  photoFiles?: ReadonlyMap<string, Buffer>;
}

export function siteView(i: SiteViewInput): SiteView {
  const { spec, facts, urls } = i;
  const b = spec.business;
  const v = facts.vertical;
  const group = groupOf(v);
  const first = facts.places[0];
  const serviceIcons = new Map(
    i.services
      .filter((s) => i.servicePath.has(s.slug))
      .map((s) => [urls.href(i.servicePath.get(s.slug)!), iconFor(s.name, v.name, group)] as const),
  );
  const photos: PhotoView[] = (b.photos ?? [])
    .filter((p) => i.photoFiles?.has(photoFile(p.id, 400)) && i.photoFiles.has(photoFile(p.id, 800)))
    .map((p) => ({
      alt: p.alt,
      width: p.width,
      height: p.height,
      src400: urls.href(`/${photoFile(p.id, 400)}`),
      src800: urls.href(`/${photoFile(p.id, 800)}`),
    }));
  const points = mapPoints(spec.kind, facts);
  const city = `${first.city}, ${first.state}`;
  return {
    template: spec.template,
    name: b.name,
    business: b,
    city,
    verticalName: v.name,
    group,
    quoteLabel: quoteLabel(group),
    builtYear: i.builtYear,
    homeHref: urls.href('/'),
    cssHref: urls.href(ASSET.css),
    icons: { svg: urls.href(ASSET.iconSvg), png: urls.href(ASSET.iconPng) },
    ogImage: urls.abs(ASSET.og),
    nav: i.nav,
    footerLinks: i.footerLinks,
    serviceIcons,
    trust: trustItems(b, i.builtYear),
    photos,
    reviews: [...(b.reviews ?? [])].sort((x, y) => y.date.localeCompare(x.date)),
    map: areaMapSvg(points, { title: `Map of the service area around ${city}`, id: 'map-t' }),
    areaCaption: areaCaption(spec.kind, b.name, points),
    beacon: { src: urls.href(ASSET.beacon), siteId: spec.siteId, endpoint: spec.beaconEndpoint },
  };
}

/**
 * An alt text that says nothing about the picture: empty, a word like "Photo" (the upload's
 * fallback), a file name or a camera's frame name. The fill-image-alts edit replaces these.
 */
export function isPlaceholderAlt(alt: string | undefined): boolean {
  const a = (alt ?? '').trim();
  // Spaces dropped first: "Photo - 3" and "photo3" read the same, with no ambiguous \s* runs.
  const word = a.replace(/\s+/g, '');
  return (
    !a ||
    /^(photo|image|picture|img|pic|untitled|screenshot)[-_#]?\d*$/i.test(word) ||
    /\.(jpe?g|png|webp|gif|heic|avif|tiff?)$/i.test(a) ||
    /^(img|dsc|dscn|dscf|pxl|dcim|gopr|mvimg)[_-]?\d+/i.test(a)
  );
}

/** The site's view for one page whose placeholder photo alts are written from its subject. */
export function withPhotoAlts(site: SiteView, subject: string): SiteView {
  if (!site.photos.some((p) => isPlaceholderAlt(p.alt))) return site;
  return {
    ...site,
    photos: site.photos.map((p, i) =>
      isPlaceholderAlt(p.alt) ? { ...p, alt: `${subject} (photo ${i + 1})` } : p,
    ),
  };
}
