// Contracts of the site generator: what to build (SiteSpec) and what comes out (BuiltSite).
import type { BusinessInfo } from '@sdp/shared';
import type { SimilarityReport } from './similarity';

export type SiteKind = 'goldmine' | 'dominator';
export type TemplateId = 'classic' | 'bold' | 'minimal';

/** User-supplied business facts (the shared contract): every field is escaped wherever it appears. */
export type { BusinessInfo };

/** A dominator's area: explicit places, or every place within radiusKm of a centre place. */
export interface DominatorArea {
  verticalSlug: string;
  placeIds?: string[];
  centerPlaceId?: string;
  radiusKm?: number;
  /** Upper bound on places taken from a radius (nearest first); default 1,000. */
  maxPlaces?: number;
  /** Places added to the area after it was drawn (the add-location-page site edit), each a page. */
  extraPlaceIds?: string[];
}

export interface SiteSpec {
  kind: SiteKind;
  /** Goldmine: `${verticalSlug}~${placeId}` as the market engine names it. */
  opportunityId?: string;
  /** Dominator: the vertical and its area. */
  area?: DominatorArea;
  /**
   * Goldmine: places near the market's place (among the market data's neighbours) that get a
   * service-area page each (the add-location-page site edit).
   */
  serviceAreaPlaceIds?: string[];
  template: TemplateId;
  business: BusinessInfo;
  /** Absolute URL the site is served at, e.g. https://example.com or http://host/s/slug. */
  baseUrl: string;
  leadEndpoint: string;
  beaconEndpoint: string;
  siteId: string;
  seed: number;
  /** Build time (ISO); stamps the form time trap and sitemap lastmod. Default: now. */
  builtAt?: string;
  /** Max page-to-page similarity (0-1) the generator varies content to stay under; default 0.5. */
  similarityThreshold?: number;
  /** Variants tried per page before accepting the best one; default 8. */
  maxAttempts?: number;
}

export interface SiteFile {
  body: string | Buffer;
  contentType: string;
}

export interface PageMeta {
  /** Site-relative path with a leading slash, e.g. '/' or '/roof-repair/'. */
  path: string;
  /** File in BuiltSite.files holding the page, e.g. 'roof-repair/index.html'. */
  file: string;
  title: string;
  description: string;
  canonical: string;
  words: number;
  /** False for thank-you and 404: noindex, left out of the sitemap. */
  indexable: boolean;
  /** Variant of the content the similarity loop settled on (0 = first try). */
  variant: number;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  requests: number;
}

export interface BuiltSite {
  siteId: string;
  kind: SiteKind;
  template: TemplateId;
  files: Map<string, SiteFile>;
  pages: PageMeta[];
  similarity: SimilarityReport;
  usage: TokenUsage;
  writer: string;
  buildMs: number;
}
