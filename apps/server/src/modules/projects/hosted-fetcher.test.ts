import { describe, expect, it, vi } from 'vitest';
import { csvField } from './crawl-results';
import { createHostedFetcher, isHostedUrl } from './hosted-fetcher';

const platform = { url: 'http://localhost:3000/s/roofing-austin/', platformOrigin: 'http://localhost:3000' };
const domain = { url: 'https://roofs.example/', platformOrigin: 'http://localhost:3000' };

describe('hosted fetcher', () => {
  it('serves the site’s own paths in process, and robots.txt/sitemap.xml of the platform host', () => {
    expect(isHostedUrl('http://localhost:3000/s/roofing-austin/', platform)).toBe(true);
    expect(isHostedUrl('http://localhost:3000/s/roofing-austin/repair/?x=1', platform)).toBe(true);
    expect(isHostedUrl('http://localhost:3000/s/roofing-austin', platform)).toBe(true);
    expect(isHostedUrl('http://localhost:3000/robots.txt', platform)).toBe(true);
    expect(isHostedUrl('http://localhost:3000/s/roofing-austinx/', platform)).toBe(false);
    expect(isHostedUrl('http://localhost:3000/api/projects', platform)).toBe(false);
    expect(isHostedUrl('https://localhost:3000/s/roofing-austin/', platform)).toBe(false);
    expect(isHostedUrl('https://roofs.example/any/path', domain)).toBe(true);
    expect(isHostedUrl('https://www.roofs.example/', domain)).toBe(false);
    expect(isHostedUrl('not a url', domain)).toBe(false);
  });

  it('asks the app with the Host of the URL, caps the body, and sends other URLs to the network', async () => {
    const inject = vi.fn(async () => ({
      status: 301,
      headers: { Location: '/s/roofing-austin/repair/', 'Set-Cookie': ['a=1', 'b=2'] },
      body: Buffer.from('0123456789'),
    }));
    const network = vi.fn(async (url: string) => ({
      url,
      status: 200,
      headers: {},
      body: Buffer.alloc(0),
      truncated: false,
      ms: 1,
    }));
    const fetcher = createHostedFetcher(platform, inject, network);
    const res = await fetcher('http://localhost:3000/s/roofing-austin/repair?q=1', {
      timeoutMs: 1000,
      maxBytes: 4,
    });
    expect(inject).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/s/roofing-austin/repair?q=1', host: 'localhost:3000' }),
    );
    expect(res).toMatchObject({
      status: 301,
      truncated: true,
      headers: { location: '/s/roofing-austin/repair/', 'set-cookie': 'a=1, b=2' },
    });
    expect(res.body.toString()).toBe('0123');
    await fetcher('https://elsewhere.example/', { timeoutMs: 1000, maxBytes: 4 });
    expect(network).toHaveBeenCalledWith('https://elsewhere.example/', { timeoutMs: 1000, maxBytes: 4 });
    expect(inject).toHaveBeenCalledTimes(1);
  });
});

describe('CSV fields', () => {
  it('quotes separators and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField({ length: 72 })).toBe('"{""length"":72}"');
    expect(csvField(null)).toBe('');
  });
});
