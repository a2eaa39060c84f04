import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Renter webhooks are URLs users type in; without a check the server would POST to its own
// loopback, the cloud metadata address or the private network (SSRF). Addresses in these ranges
// are refused unless WEBHOOK_ALLOW_PRIVATE is on (tests and single-machine setups that deliver
// to a local service). A name is resolved and every address it resolves to is checked.

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const v = isIP(address);
  if (v === 4) return blocked.check(address, 'ipv4');
  if (v === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
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
