// One page written outside a site build, for a keyword and a place (the content generator,
// docs/content-generator.md): the same facts, copy and writers a goldmine site of the keyword's
// vertical in that place would be written from. A keyword naming one of the vertical's services
// gets that service's page; any other keyword the vertical's page for the place. The headline and
// title then lead with the keyword itself. Deterministic for the built-in writer: the seed is a
// hash of the keyword and the place.
import type { BusinessInfo } from '@sdp/shared';
import {
  type ContentWriter,
  type PageBrief,
  type PageContent,
  resolveFacts,
  type SiteSpec,
} from './generator';
import { siteCopy } from './generator/site/plan';

export interface KeywordPageRequest {
  keyword: string;
  verticalSlug: string;
  placeId: string;
  /**
   * The site's business (name, phone, hours) when the page is for one of the team's sites; absent:
   * "{City} {Vertical}", the name a new site gets, and no phone or hours (so none are promised).
   */
  business?: BusinessInfo;
}

/** FNV-1a of the text: a 31-bit seed (the generator's seeds are non-negative int32). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & 0x7fffffff;
}

const capital = (s: string) =>
  s.replace(/(^|\s)(\p{Ll})/gu, (_, a: string, b: string) => a + b.toUpperCase());

export async function writeKeywordPage(req: KeywordPageRequest, writer: ContentWriter): Promise<PageContent> {
  const seed = seedOf(`${req.keyword.toLowerCase()}|${req.placeId}`);
  const spec: SiteSpec = {
    kind: 'goldmine',
    opportunityId: `${req.verticalSlug}~${req.placeId}`,
    template: 'classic',
    business: req.business ?? { name: 'business' },
    baseUrl: '/',
    leadEndpoint: '/',
    beaconEndpoint: '/',
    siteId: 'keyword-page',
    seed,
  };
  const facts = resolveFacts(spec, new Date());
  const place = facts.places[0];
  const business = req.business ?? { name: `${place.city} ${facts.vertical.name}` };
  const { copy, services } = siteCopy(facts.vertical, business);
  const kw = req.keyword.toLowerCase();
  const service = services.find((s) => kw.includes(s.keyword) || kw.includes(s.name.toLowerCase()));
  const brief: PageBrief = {
    kind: service ? 'service' : 'place',
    path: '/keyword-page/',
    facts,
    place,
    service,
    services,
    businessName: business.name,
    phone: business.phone,
    business,
    copy,
    serviceHref: () => undefined,
    placeHref: () => undefined,
    siteSeed: seed,
  };
  const c = await writer.write(brief, 0);
  const where = `${place.city}, ${place.state}`;
  const named = kw.includes(place.city.toLowerCase());
  const headline = named ? capital(req.keyword) : `${capital(req.keyword)} in ${where}`;
  return {
    ...c,
    h1: c.h1.toLowerCase().includes(kw) ? c.h1 : headline,
    title: c.title.toLowerCase().includes(kw) ? c.title : `${headline} | ${business.name}`,
  };
}
