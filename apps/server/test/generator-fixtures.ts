// Site specs and page readers shared by the generator, sites and Lighthouse tests and the benches.
import { getPlaces } from '../src/data/places';
import type { SiteSpec } from '../src/modules/sites/generator/types';

export const NASTY = `<script>alert(1)</script> & "Co"`;

export function placeId(city: string, state: string): string {
  const t = getPlaces();
  const i = t.name.findIndex((n, k) => n === city && t.state[k] === state);
  if (i < 0) throw new Error(`no place ${city}, ${state}`);
  return t.id[i];
}

export function goldmineSpec(over: Partial<SiteSpec> = {}): SiteSpec {
  return {
    kind: 'goldmine',
    opportunityId: `roofing~${placeId('Austin', 'TX')}`,
    template: 'classic',
    business: {
      name: NASTY,
      phone: '(512) 555-0100',
      email: 'a"b@example.com',
      address: `1 <b>Main</b> St & "Co"`,
    },
    baseUrl: 'https://example.com',
    leadEndpoint: 'https://app.example.com/api/public/leads',
    beaconEndpoint: 'https://app.example.com/api/public/beacon',
    siteId: 'site-1',
    seed: 42,
    builtAt: '2025-06-01T12:00:00.000Z',
    ...over,
  };
}

export function dominatorSpec(over: Partial<SiteSpec> = {}): SiteSpec {
  return {
    ...goldmineSpec(),
    kind: 'dominator',
    opportunityId: undefined,
    area: { verticalSlug: 'plumbing', centerPlaceId: placeId('Dallas', 'TX'), radiusKm: 60, maxPlaces: 20 },
    baseUrl: 'http://localhost:3000/s/dfw-plumbing',
    siteId: 'site-2',
    ...over,
  };
}

export const htmlFiles = (files: Map<string, { body: string | Buffer }>) =>
  [...files].filter(([k]) => k.endsWith('.html')).map(([k, v]) => [k, String(v.body)] as const);

export function jsonLdOf(html: string): { '@graph': Record<string, unknown>[] } | null {
  const m = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  return m ? JSON.parse(m[1]) : null;
}

export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|action)="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}
