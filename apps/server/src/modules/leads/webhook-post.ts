import http from 'node:http';
import https from 'node:https';
import { publicOnlyLookup } from '../../lib/net-guard';

// The POST of a renter webhook. When private targets are refused, the connection resolves the host
// through publicOnlyLookup, so the address it connects to is the address that was checked: a name
// that answered a public address to the check and a private one a moment later (DNS rebinding)
// cannot reach the loopback or the private network. Redirects are not followed.

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Refuse private and local addresses at connect time. */
  publicOnly: boolean;
}

/** POSTs the body; resolves with the HTTP status (the answer's body is discarded). */
export function postWebhook(req: WebhookPost): Promise<number> {
  const url = new URL(req.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const r = client.request(
      url,
      {
        method: 'POST',
        headers: { ...req.headers, 'content-length': String(Buffer.byteLength(req.body)) },
        signal: AbortSignal.timeout(req.timeoutMs),
        lookup: req.publicOnly ? publicOnlyLookup : undefined,
        agent: false, // one connection per delivery: a pooled socket never skips the lookup
      },
      (res) => {
        res.resume();
        res.on('error', () => {});
        resolve(res.statusCode ?? 0);
      },
    );
    r.on('error', reject);
    r.end(req.body);
  });
}
