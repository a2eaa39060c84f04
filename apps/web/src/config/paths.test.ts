import { describe, expect, it } from 'vitest';
import { SPA_TOP_LEVEL_SEGMENTS } from '@/app/spa-paths';
import { LEGACY_REDIRECTS, paths } from './paths';

const staticPaths: string[] = Object.values(paths).flatMap((p) => (typeof p === 'string' ? [p] : []));

describe('app paths', () => {
  it('fills ids encoded and keeps the pattern for the router', () => {
    expect(paths.opportunityDetails('roofing~1608000')).toBe('/opportunity/roofing~1608000/details');
    expect(paths.opportunityDetails('a/b')).toBe('/opportunity/a%2Fb/details');
    expect(paths.opportunityDetails.pattern).toBe('/opportunity/:id/details');
    expect(paths.monitoringSite('s 1')).toBe('/monitoring?site=s%201');
    expect(paths.discoveryWith(new URLSearchParams({ vertical: 'roofing' }))).toBe(
      '/discovery?vertical=roofing',
    );
  });

  it('every path (and every old address) is one the offline worker serves the app for', () => {
    const segments = new Set<string>(SPA_TOP_LEVEL_SEGMENTS);
    const first = (p: string) => p.split(/[/?#]/)[1] ?? '';
    for (const p of [...staticPaths, ...LEGACY_REDIRECTS.map(([from]) => from)])
      if (p !== paths.home) expect(segments.has(first(p)), p).toBe(true);
  });
});
