import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { rootCertificates } from 'node:tls';
import zlib from 'node:zlib';
import { isPrivateLiteral, PrivateTargetError, publicOnlyLookupVia, urlHost } from '../../../lib/net-guard';
import { CRAWLER_USER_AGENT, type FetchedResponse, type Fetcher } from './types';

// The crawler's HTTP client (docs/crawler.md#addresses, #fetching): node's http/https, one request
// per call, no redirect followed, a timeout over the whole exchange, the body read up to maxBytes
// (decoded from gzip/deflate/br first; the rest is not read and the answer says `truncated`).
// Unless private addresses are allowed, a host that is a private/loopback IP literal is refused
// before any connection, and a name is resolved by a lookup that refuses private answers at
// connect time, so a DNS answer that changes between a check and the connection cannot reach them.

export const PRIVATE_REFUSED = 'private address refused';

export interface NetworkFetcherOptions {
  allowPrivate: boolean;
  /** The resolver behind the guard (tests pass a stub; default: node's dns.lookup). */
  lookup?: LookupFunction;
  /** Sockets per host kept open between requests (default 16). */
  maxSockets?: number;
  /** Extra trusted certificate authorities for https (PEM), e.g. a test site's self-signed one. */
  ca?: string | Buffer;
}

function decoderFor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/** A Fetcher over the network; `close()` ends its idle keep-alive sockets (call it after a crawl). */
export type NetworkFetcher = Fetcher & { close(): void };

export function createNetworkFetcher(options: NetworkFetcherOptions): NetworkFetcher {
  const lookup = options.allowPrivate ? options.lookup : publicOnlyLookupVia(options.lookup);
  const agentOpts = { keepAlive: true, maxSockets: options.maxSockets ?? 16, lookup };
  const agents = {
    http: new http.Agent(agentOpts),
    https: new https.Agent(options.ca ? { ...agentOpts, ca: [...rootCertificates, options.ca] } : agentOpts),
  };

  const fetcher: Fetcher = (url, opts) =>
    new Promise<FetchedResponse>((resolve) => {
      const t0 = performance.now();
      const elapsed = () => Math.round(performance.now() - t0);
      const fail = (error: string) =>
        resolve({
          url,
          status: 0,
          headers: {},
          body: Buffer.alloc(0),
          truncated: false,
          ms: elapsed(),
          error,
        });
      let u: URL;
      try {
        u = new URL(url);
      } catch {
        return fail('invalid URL');
      }
      if (u.protocol !== 'http:' && u.protocol !== 'https:') return fail('only http and https are fetched');
      if (!options.allowPrivate && isPrivateLiteral(urlHost(u))) return fail(PRIVATE_REFUSED);
      if (opts.signal?.aborted) return fail('cancelled');

      const client = u.protocol === 'https:' ? https : http;
      let settled = false;
      const done = (r: FetchedResponse | string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onAbort);
        if (typeof r === 'string') fail(r);
        else resolve(r);
      };
      const req = client.request(u, {
        method: opts.method ?? 'GET',
        agent: u.protocol === 'https:' ? agents.https : agents.http,
        lookup,
        headers: {
          'user-agent': CRAWLER_USER_AGENT,
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'accept-encoding': 'gzip, deflate, br',
        },
      });
      const timer = setTimeout(() => {
        done(`timeout after ${opts.timeoutMs} ms`);
        req.destroy();
      }, opts.timeoutMs);
      const onAbort = () => {
        done('cancelled');
        req.destroy();
      };
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      req.on('error', (e: NodeJS.ErrnoException) => {
        if (e instanceof PrivateTargetError || e.code === 'EPRIVATETARGET') done(PRIVATE_REFUSED);
        else done(e.code ? `${e.code}: ${e.message}` : e.message);
      });
      req.on('response', (res) => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) {
          if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
        }
        const status = res.statusCode ?? 0;
        const decoder = opts.method === 'HEAD' ? null : decoderFor(headers['content-encoding']);
        const stream: NodeJS.ReadableStream = decoder ? res.pipe(decoder) : res;
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        const finish = () =>
          done({ url, status, headers, body: Buffer.concat(chunks, size), truncated, ms: elapsed() });
        stream.on('data', (chunk: Buffer) => {
          if (truncated) return;
          const room = opts.maxBytes - size;
          if (chunk.length > room) {
            chunks.push(chunk.subarray(0, room));
            size += room;
            truncated = true;
            finish();
            req.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        stream.on('end', finish);
        stream.on('error', (e: Error) => {
          // A broken compressed body: what was decoded so far is the body.
          if (size > 0) finish();
          else done(`bad body: ${e.message}`);
        });
        res.on('error', () => finish());
      });
      req.end();
    });
  return Object.assign(fetcher, {
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  });
}
