import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../lib/net-guard';
import { assertPublicWebhook } from './webhook-target';

describe('webhook targets', () => {
  it('flags loopback, private, link-local, metadata and unique-local addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
  });

  // Each row: an address, and why it must be refused (IPv6 forms that carry or reach IPv4).
  it.each([
    ['192.0.0.1', 'IETF protocol assignments 192.0.0.0/24'],
    ['192.0.0.170', 'NAT64 discovery (192.0.0.0/24)'],
    ['192.0.2.10', 'documentation'],
    ['64:ff9b::7f00:1', 'NAT64 well-known prefix, 127.0.0.1 inside'],
    ['64:ff9b::a00:1', 'NAT64 well-known prefix, 10.0.0.1 inside'],
    ['64:ff9b::808:808', 'NAT64 well-known prefix, even a public IPv4 (refused outright)'],
    ['64:ff9b::127.0.0.1', 'NAT64 with a dotted IPv4'],
    ['64:ff9b:1::a9fe:a9fe', 'NAT64 local-use prefix 64:ff9b:1::/48, metadata inside'],
    ['64:ff9b:1:ffff::1', 'NAT64 local-use prefix, anywhere in the /48'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4 of the metadata address'],
    ['2002:808:808::1', '6to4, even of a public IPv4 (refused outright)'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo 2001::/32'],
    ['2001::1', 'Teredo 2001::/32'],
    ['::7f00:1', 'IPv4-compatible ::127.0.0.1'],
    ['::127.0.0.1', 'IPv4-compatible, dotted'],
    ['::8.8.8.8', 'IPv4-compatible, even of a public IPv4 (deprecated form, refused outright)'],
    ['::', 'unspecified'],
    ['::ffff:7f00:1', 'IPv4-mapped 127.0.0.1, hex spelling'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata address, hex spelling'],
    ['0:0:0:0:0:ffff:a00:1', 'IPv4-mapped 10.0.0.1, zeros spelt out'],
    ['::FFFF:C0A8:0101', 'IPv4-mapped 192.168.1.1, upper case'],
    ['::ffff:192.0.0.8', 'IPv4-mapped 192.0.0.0/24'],
    ['::ffff:0:a00:1', 'IPv4-translated ::ffff:0:10.0.0.1'],
    ['::ffff:0:808:808', 'IPv4-translated (refused outright)'],
    ['2001:db8::1', 'documentation'],
    ['100::1', 'discard-only'],
    ['not-an-address', 'not an address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const a of [
      '93.184.216.34',
      '8.8.8.8',
      '192.0.1.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '2003::1',
      '2001:4860:4860::8888',
    ])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses a URL whose host is or resolves to a private address, naming it', async () => {
    await expect(assertPublicWebhook('http://127.0.0.1:8080/hook')).rejects.toThrow(
      /private or local address/,
    );
    await expect(assertPublicWebhook('http://[::1]/hook')).rejects.toThrow(/::1/);
    await expect(assertPublicWebhook('http://localhost/hook')).rejects.toThrow(/localhost/);
    await expect(assertPublicWebhook('http://[64:ff9b::127.0.0.1]/hook')).rejects.toThrow(
      /private or local address/,
    );
    await expect(assertPublicWebhook('http://[2002:7f00:1::1]/hook')).rejects.toThrow(
      /private or local address/,
    );
    await expect(assertPublicWebhook('http://192.0.0.170/hook')).rejects.toThrow(/private or local address/);
    await expect(assertPublicWebhook('https://93.184.216.34/hook')).resolves.toBeUndefined();
  });
});
