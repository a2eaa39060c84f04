// The writer contract: the built-in generator and the LLM provider both fill a PageBrief.
import type { PlaceFacts, SiteFacts } from '../facts';
import type { BusinessInfo, TokenUsage } from '../types';
import type { PageContent, PageKind } from './model';
import type { Service } from './services';

export interface PageBrief {
  kind: PageKind;
  /** Site-relative path of the page ('/', '/roof-repair/'): page edits are keyed by it. */
  path?: string;
  facts: SiteFacts;
  /** The page's place (for a hub: the area's first place). */
  place: PlaceFacts;
  service?: Service;
  services: Service[];
  businessName: string;
  phone?: string;
  /** Every business fact the operator gave; copy follows them (hours, 24-hour claims) and invents none. */
  business: BusinessInfo;
  /** Site-internal hrefs the writer may link to. */
  serviceHref: (s: Service) => string | undefined;
  placeHref: (placeId: string) => string | undefined;
  /** Dominator hubs: every place of the area. */
  areaPlaces?: PlaceFacts[];
  siteSeed: number;
}

export interface ContentWriter {
  readonly name: string;
  write(brief: PageBrief, variant: number): PageContent | Promise<PageContent>;
  usage(): TokenUsage;
}

export function emptyUsage(): TokenUsage {
  return { promptTokens: 0, completionTokens: 0, totalTokens: 0, requests: 0 };
}
