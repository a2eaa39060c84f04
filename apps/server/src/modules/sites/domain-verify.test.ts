import { isDomainName } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { domainRefusal, isPlatformPath } from './domain-policy';
import { checkTxtRecord, domainRecord, newDomainToken } from './domain-verify';

// Units of the custom-domain rules; the flow through the API is in test/custom-domains.test.ts.

const dnsError = (code: string) => Object.assign(new Error(`queryTxt ${code}`), { code });

describe('isDomainName', () => {
  it('takes host names of 2+ labels with a letter (or xn--) top label', () => {
    for (const ok of [
      'a.co',
      'leads.example.com',
      'x-1.b2.example.org',
      'shop.xn--p1ai',
      `${'a'.repeat(63)}.com`,
    ]) {
      expect(isDomainName(ok), ok).toBe(true);
    }
    expect(isDomainName(`${'a'.repeat(61)}.${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(61)}.com`)).toBe(
      true,
    );
  });

  it('refuses single labels, IP literals, bad labels and over-long names', () => {
    for (const bad of [
      '',
      'localhost',
      'com',
      '127.0.0.1',
      '::1',
      '[::1]',
      'a.b.c.1',
      'example.c',
      'Example.com',
      'exa_mple.com',
      '-a.com',
      'a-.com',
      'a..com',
      '.a.com',
      'a.com.',
      'xn--.com.xn--',
      `${'a'.repeat(64)}.com`,
      `${'a.'.repeat(126)}com`,
      'a.'.repeat(100_000),
    ]) {
      expect(isDomainName(bad), bad.slice(0, 30)).toBe(false);
    }
  });
});

describe('domainRefusal', () => {
  const url = 'https://app.sdp-platform.com';
  it('refuses the platform host, names under it and localhost names', () => {
    expect(domainRefusal('app.sdp-platform.com', url)).toContain('platform’s own host name');
    expect(domainRefusal('a.b.app.sdp-platform.com', url)).toContain('names under the platform’s host');
    expect(domainRefusal('x.localhost', url)).toContain('localhost names');
    expect(domainRefusal('127.0.0.1', 'http://127.0.0.1:3000')).toContain('must be a domain name');
    expect(domainRefusal('leads.example.com', url)).toBeNull();
    // A platform on an IP address or localhost has no names under it to protect.
    expect(domainRefusal('leads.example.com', 'http://127.0.0.1:3000')).toBeNull();
    expect(domainRefusal('leads.example.com', 'http://localhost:3000')).toBeNull();
  });
});

describe('isPlatformPath', () => {
  it('is /api, /socket.io, /ws and what is under them, escapes decoded', () => {
    for (const p of [
      '/api',
      '/api/',
      '/api/health',
      '/api?x=1',
      '/socket.io/?EIO=4',
      '/ws',
      '/ws?t=1',
      '/ws/',
      '/%61pi/x',
    ]) {
      expect(isPlatformPath(p), p).toBe(true);
    }
    for (const p of [
      '/',
      '/apis',
      '/wss',
      '/socket.iox',
      '/s/api/',
      '/x/api',
      '/%E0%A4%A',
      '/assets/site.css',
    ]) {
      expect(isPlatformPath(p), p).toBe(false);
    }
  });
});

describe('checkTxtRecord', () => {
  const token = newDomainToken();
  const { name, value } = domainRecord('leads.example.com', token);

  it('makes 32-hex tokens and the record sdp-verify={token} at _sdp-verify.{domain}', () => {
    expect(token).toHaveLength(32);
    expect([...token].every((c) => '0123456789abcdef'.includes(c))).toBe(true);
    expect(newDomainToken()).not.toBe(token);
    expect(name).toBe('_sdp-verify.leads.example.com');
    expect(value).toBe(`sdp-verify=${token}`);
  });

  it('verifies an exact record (chunks joined, outer spaces trimmed) among others', async () => {
    let asked = '';
    const resolve = async (n: string) => {
      asked = n;
      return [['google-site-verification=x'], [` sdp-verify=${token.slice(0, 7)}`, `${token.slice(7)} `]];
    };
    expect(await checkTxtRecord(resolve, 'leads.example.com', token)).toEqual({ ok: true });
    expect(asked).toBe(name);
  });

  it('answers the reason of every failure, never throws', async () => {
    const check = (resolve: (n: string) => Promise<string[][]>, timeoutMs?: number) =>
      checkTxtRecord(resolve, 'leads.example.com', token, timeoutMs);
    const noRecord = { ok: false, error: `No TXT record found at ${name}` };
    expect(await check(() => Promise.reject(dnsError('ENODATA')))).toEqual(noRecord);
    expect(await check(() => Promise.reject(dnsError('ENOTFOUND')))).toEqual(noRecord);
    expect(await check(async () => [])).toEqual(noRecord);
    expect(await check(async () => [[`sdp-verify=${token.toUpperCase()}`]])).toEqual({
      ok: false,
      error: `TXT record found at ${name} but it does not match: expected ${value}`,
    });
    expect(await check(() => Promise.reject(dnsError('ETIMEOUT')))).toEqual({
      ok: false,
      error: 'DNS lookup failed: ETIMEOUT',
    });
    expect(await check(() => Promise.reject(new Error('socket hang up')))).toEqual({
      ok: false,
      error: 'DNS lookup failed: socket hang up',
    });
    expect(await check(() => new Promise(() => {}), 30)).toEqual({
      ok: false,
      error: 'DNS lookup failed: timed out after 0.03 s',
    });
    expect(await checkTxtRecord(async () => [[value]], 'not a domain', token)).toEqual({
      ok: false,
      error: 'This is not a domain name',
    });
  });
});
