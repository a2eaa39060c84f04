import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Renter webhooks are URLs users type in; without a check the server would POST to its own
// loopback, the cloud metadata address or the private network (SSRF). Addresses in these ranges
// are refused unless WEBHOOK_ALLOW_PRIVATE is on (tests and single-machine setups that deliver
// to a local service). A name is resolved and every address it resolves to is checked.
// IPv6 forms that carry or reach an IPv4 address some other way (NAT64, 6to4, Teredo,
// IPv4-compatible and IPv4-translated) are refused outright: a gateway on the path may turn them
// into a private IPv4 address. IPv4-mapped addresses (::ffff:a.b.c.d) are judged by their IPv4
// address, in either spelling. See docs/sites-api.md.

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

/** Throws a readable error when the webhook's host is (or resolves to) a private address. */
export async function assertPublicWebhook(url: string): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  const bad = addresses.find(isPrivateAddress);
  if (bad)
    throw new Error(
      `the webhook host ${host} is a private or local address (${bad}); set WEBHOOK_ALLOW_PRIVATE=true to allow it`,
    );
}
