import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress, urlHost } from '../../lib/net-guard';

// Renter webhooks are URLs users type in; a webhook whose host is (or resolves to) a private or
// local address is refused unless WEBHOOK_ALLOW_PRIVATE is on. The ranges and the connect-time
// check live in lib/net-guard.ts. See docs/sites-api.md.

/** Throws a readable error when the webhook's host is (or resolves to) a private address. */
export async function assertPublicWebhook(url: string): Promise<void> {
  const host = urlHost(new URL(url));
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  const bad = addresses.find(isPrivateAddress);
  if (bad)
    throw new Error(
      `the webhook host ${host} is a private or local address (${bad}); set WEBHOOK_ALLOW_PRIVATE=true to allow it`,
    );
}
