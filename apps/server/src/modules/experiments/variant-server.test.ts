import { describe, expect, it } from 'vitest';
import { type ActiveExperiment, createVariantServer } from './variant-server';

// The host's page filter: one load per site per TTL however many pages are served, the three
// bodies of a test, and nothing varied when the page lost A's text.

const PAGE = Buffer.from(
  '<!DOCTYPE html>\n<html lang="en"><body><h1>Old headline</h1><p class="lede">Old intro.</p></body></html>\n',
);
const test = (over: Partial<ActiveExperiment> = {}): ActiveExperiment => ({
  id: 'aaaaaaaa-1111-4111-8111-111111111111',
  file: 'index.html',
  status: 'running',
  winner: null,
  aH1Html: 'Old headline',
  aIntroHtml: 'Old intro.',
  bH1: 'New headline',
  bIntro: null,
  ...over,
});
const page = (i: number, over: Record<string, unknown> = {}) => ({
  siteId: 's1',
  versionId: 'v1',
  file: 'index.html',
  body: PAGE,
  ip: `10.0.${i >> 8}.${i & 255}`,
  userAgent: 'Test',
  ...over,
});

describe('the variant server', () => {
  it('loads a site once for many pages served, and again after forget', async () => {
    let loads = 0;
    const server = createVariantServer({
      load: async () => {
        loads++;
        return [test()];
      },
    });
    const first = await server.filter(page(0));
    expect(first?.body.toString()).toMatch(/data-x="[AB]"/);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const v = server.filter(page(i));
      expect(v).not.toBeInstanceOf(Promise); // answered from memory
      seen.add((v as { tag: string }).tag);
    }
    expect(loads).toBe(1);
    expect(seen).toEqual(new Set(['aaaaaaaab', 'aaaaaaaaa']));
    // Other files of the site are not varied.
    expect(server.filter(page(1, { file: 'about/index.html' }))).toBeUndefined();
    server.forget('s1');
    await server.filter(page(0));
    expect(loads).toBe(2);
  });

  it('serves a won B to everyone unmarked, and nothing for a won A', async () => {
    const wonB = createVariantServer({ load: async () => [test({ status: 'won', winner: 'B' })] });
    for (let i = 0; i < 5; i++) {
      const v = await wonB.filter(page(i));
      expect(v?.body.toString()).toContain('<html lang="en"><body><h1>New headline</h1>');
    }
    const wonA = createVariantServer({ load: async () => [test({ status: 'won', winner: 'A' })] });
    expect(await wonA.filter(page(0))).toBeUndefined();
  });

  it("varies nothing on a version that no longer carries A's text", async () => {
    const server = createVariantServer({ load: async () => [test()] });
    const changed = Buffer.from(PAGE.toString().replace('Old headline', 'Rebuilt headline'));
    for (let i = 0; i < 20; i++)
      expect(await server.filter(page(i, { versionId: 'v2', body: changed }))).toBeUndefined();
    expect(server.pageMatches(test(), { versionId: 'v2', body: changed })).toBe(false);
    expect(server.pageMatches(test(), { versionId: 'v1', body: PAGE })).toBe(true);
  });
});
