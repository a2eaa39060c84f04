// What the templates render from: one SiteView per site (the same object for every page, so its
// header, footer, trust row, reviews and photos are rendered once per site) and a PageView per page.
import type { BusinessReview } from '@sdp/shared';
import type { PageContent, PageKind } from '../content/model';
import type { VerticalGroup } from '../content/services';
import type { BusinessInfo, TemplateId } from '../types';
import type { TrustItem } from './facts-text';
import type { FormConfig } from './form';
import type { IconName } from './icons';

export interface Link {
  text: string;
  href: string;
}

export interface PhotoView {
  alt: string;
  width: number;
  height: number;
  /** Site hrefs of the 400 and 800 px wide WebP files. */
  src400: string;
  src800: string;
}

export interface SiteView {
  template: TemplateId;
  name: string;
  business: BusinessInfo;
  /** "Austin, TX" for a goldmine, the area's first place for a dominator. */
  city: string;
  verticalName: string;
  group: VerticalGroup;
  /** "Get a quote", "Talk to a lawyer": the buttons that lead to the form. */
  quoteLabel: string;
  builtYear: number;
  homeHref: string;
  cssHref: string;
  icons: { svg: string; png: string };
  /** Absolute URL of the 1200 x 630 Open Graph image. */
  ogImage: string;
  nav: Link[];
  footerLinks: Link[];
  /** Site hrefs of service pages and the icon each card shows. */
  serviceIcons: ReadonlyMap<string, IconName>;
  trust: TrustItem[];
  photos: PhotoView[];
  /** Pasted reviews, newest first. */
  reviews: BusinessReview[];
  /** Inline service-area map ('' when there is none). */
  map: string;
  /** "Austin, TX and 5 nearby communities" under the map. */
  areaCaption: string;
  beacon: { src: string; siteId: string; endpoint: string };
}

export interface PageView {
  site: SiteView;
  kind: PageKind;
  content: PageContent & { disclaimer?: string };
  canonical: string;
  ogType: 'website' | 'article';
  indexable: boolean;
  /** Trail below home, as site links; empty on the home page. */
  breadcrumbs: Link[];
  jsonLd: object | null;
  form: FormConfig | null;
  /** Site-relative path the beacon reports. */
  path: string;
}

/** Pages that show the pasted reviews (and carry them in JSON-LD). */
export const REVIEW_KINDS: ReadonlySet<PageKind> = new Set(['home', 'hub', 'place', 'service', 'about']);
/** Pages with the service-area map. */
export const MAP_KINDS: ReadonlySet<PageKind> = new Set(['home', 'hub', 'about', 'contact']);
/** Pages opening with the hero (headline, call button, form); the rest get a plain title band. */
export const HERO_KINDS: ReadonlySet<PageKind> = new Set([
  'home',
  'hub',
  'place',
  'service',
  'about',
  'faq',
  'contact',
]);
