import { describe, expect, it } from 'vitest';
import { domainTarget } from './domain-target';

describe('domainTarget', () => {
  it('names the host of the public address the site is served from', () => {
    expect(domainTarget('https://seo.example.com/s/roofing-austin-tx-1a2b3c/')).toBe('seo.example.com');
    expect(domainTarget('http://203.0.113.7:3000/s/x/')).toBe('203.0.113.7');
  });

  it('is null for a loopback or unreadable address (PUBLIC_URL not configured)', () => {
    for (const url of [
      'http://localhost:3000/s/x/',
      'http://127.0.0.1:3000/s/x/',
      'http://[::1]:3000/s/x/',
      'http://app.localhost/s/x/',
      '/s/x/',
    ])
      expect(domainTarget(url)).toBeNull();
  });
});
