import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// Server-side requests to addresses users type in (renter webhooks, crawled sites) must not reach
// the server's own loopback, the cloud metadata address or the private network (SSRF). Addresses in
// these ranges are refused unless the caller allows private targets (WEBHOOK_ALLOW_PRIVATE,
// CRAWL_ALLOW_PRIVATE: tests and single-machine setups). A name is resolved and every address it
// resolves to is checked, at connect time (publicOnlyLookup), so the address connected to is the
// address checked: DNS rebinding cannot slip through.
// IPv6 forms that carry or reach an IPv4 address some other way (NAT64, 6to4, Teredo,
// IPv4-compatible and IPv4-translated) are refused outright: a gateway on the path may turn them
// into a private IPv4 address. IPv4-mapped addresses (::ffff:a.b.c.d) are judged by their IPv4
// address, in either spelling. See docs/sites-api.md and docs/crawler.md.

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments (DS-Lite, NAT64 discovery...)
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible (::a.b.c.d)
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT)
  ['64:ff9b::', 96], // NAT64, well-known prefix
  ['64:ff9b:1::', 48], // NAT64, local-use prefixes
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

/**
 * The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:XXXX:XXXX, any
 * spelling of the zeros), else null. The address is a valid IPv6 address (isIP said so).
 */
function mappedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const cut = lower.indexOf(':ffff:');
  if (cut < 0) return null;
  // Everything before ':ffff:' must be zero groups (or the '::' itself).
  const head = lower.slice(0, cut + 1);
  for (const c of head) if (c !== '0' && c !== ':') return null;
  const groups = head.split(':').filter((g) => g !== '');
  if (groups.length > 5 || (groups.length < 5 && !head.includes('::'))) return null;
  const tail = lower.slice(cut + 6);
  if (isIP(tail) === 4) return tail;
  const parts = tail.split(':');
  if (parts.length !== 2 || parts.some((p) => p.length === 0 || p.length > 4)) return null;
  const [hi, lo] = parts.map((p) => Number.parseInt(p, 16)) as [number, number];
  if (!Number.isFinite(hi) || !Number.isFinite(lo)) return null;
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

export function isPrivateAddress(address: string): boolean {
  const v = isIP(address);
  if (v === 4) return blocked.check(address, 'ipv4');
  if (v === 6) {
    const v4 = mappedIpv4(address);
    if (v4 !== null) return blocked.check(v4, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

/** A connection was refused because its host is (or resolved to) a private or local address. */
export class PrivateTargetError extends Error {
  readonly code = 'EPRIVATETARGET';
}

/**
 * A dns.lookup for sockets that fails when any address of the name is private or local. `base` is
 * the resolver asked (node's dns.lookup; tests pass a stub).
 */
export function publicOnlyLookupVia(base: LookupFunction = dnsLookup as LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    base(hostname, { ...options, all: true }, (err, result) => {
      if (err) return callback(err, '');
      const addresses = (
        Array.isArray(result) ? result : [{ address: result, family: 4 }]
      ) as LookupAddress[];
      const bad = addresses.find((a) => isPrivateAddress(a.address));
      if (bad)
        return callback(
          new PrivateTargetError(
            `the host ${hostname} resolved to a private or local address (${bad.address}) when connecting`,
          ),
          '',
        );
      if (addresses.length === 0) return callback(new Error(`no address for ${hostname}`), '');
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** dns.lookup that fails when any address of the name is private or local. */
export const publicOnlyLookup: LookupFunction = publicOnlyLookupVia();

/** The host of a URL without IPv6 brackets. */
export function urlHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** True when the host is an IP literal in a private or local range (names are judged at connect). */
export function isPrivateLiteral(host: string): boolean {
  return isIP(host) !== 0 && isPrivateAddress(host);
}
