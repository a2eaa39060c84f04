import { isIP } from 'node:net';

// TRUST_PROXY: which peers may tell the client's address (X-Forwarded-For), host and protocol.
// Parsed and checked at boot (config/env.ts); the value is handed to Fastify (app.ts), so every
// reader of request.ip, request.hostname and request.protocol follows the one rule.

/**
 * false: nobody; true: every peer (any client can forge its address); n: the n hops nearest the
 * server; a list: the peers in it (addresses, CIDRs, range names).
 */
export type TrustProxy = boolean | number | string[];

/** Names Fastify (proxy-addr) knows for address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 32;
const MAX_LENGTH = 4096;

export const TRUST_PROXY_HELP =
  'must be true, false, a hop count (1, 2) or a comma-separated list of proxy addresses, CIDRs or ' +
  'loopback/linklocal/uniquelocal (e.g. 127.0.0.1,10.0.0.0/8)';

const isDigits = (s: string) => s.length > 0 && s.length <= 3 && [...s].every((c) => c >= '0' && c <= '9');

/** Why one list entry is not an address, a CIDR or a range name; null when it is. */
function entryProblem(entry: string): string | null {
  if (entry === '') return 'an entry is empty';
  if (NAMED_RANGES.has(entry.toLowerCase())) return null;
  const slash = entry.indexOf('/');
  const address = slash < 0 ? entry : entry.slice(0, slash);
  const family = isIP(address);
  if (family === 0) return `"${entry}" is not an IP address or CIDR`;
  if (slash < 0) return null;
  const prefix = entry.slice(slash + 1);
  const max = family === 4 ? 32 : 128;
  if (!isDigits(prefix) || Number(prefix) > max) {
    return `"${entry}" has a bad prefix length (0-${max} after the /)`;
  }
  return null;
}

/**
 * Reads TRUST_PROXY (a string from the environment, or a value a test passes). Linear: one split,
 * no backtracking patterns. Returns the value, or the problem to report at boot.
 */
export function parseTrustProxy(raw: unknown): { value: TrustProxy } | { problem: string } {
  if (raw === undefined || raw === null || raw === false) return { value: false };
  if (raw === true) return { value: true };
  if (typeof raw === 'number') {
    if (!Number.isInteger(raw) || raw < 0 || raw > MAX_HOPS) {
      return { problem: `a hop count must be a whole number from 0 to ${MAX_HOPS}` };
    }
    return { value: raw === 0 ? false : raw };
  }
  if (typeof raw !== 'string') return { problem: TRUST_PROXY_HELP };
  const text = raw.trim();
  if (text.length > MAX_LENGTH) return { problem: `is longer than ${MAX_LENGTH} characters` };
  const lower = text.toLowerCase();
  if (lower === '' || lower === 'false' || lower === 'no' || lower === 'off') return { value: false };
  if (lower === 'true' || lower === 'yes' || lower === 'on') return { value: true };
  if (isDigits(text)) return parseTrustProxy(Number(text));
  const entries = text.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem) return { problem: `${TRUST_PROXY_HELP}; ${problem}` };
  }
  return { value: entries.map((e) => (NAMED_RANGES.has(e.toLowerCase()) ? e.toLowerCase() : e)) };
}

/** Fastify's predicate for proxy-addr: (address, hop index from the socket) -> trusted. */
export type TrustFn = (address: string, hop: number) => boolean;

/**
 * The `trustProxy` option for Fastify. A hop count becomes a predicate: Fastify 5 turns a bare
 * number into "trust nobody" (it cannot tell a proxy from a direct client by counting), so the
 * count is applied here, as Express does: the n addresses nearest the socket are proxies.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | TrustFn {
  if (typeof value === 'number') {
    const hops = value;
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** The boot warning for a setting that lets any client choose its address; null when none is due. */
export function trustProxyWarning(value: TrustProxy): string | null {
  if (value !== true) return null;
  return (
    'TRUST_PROXY=true trusts X-Forwarded-For from every peer: any client that reaches the server ' +
    'directly can choose its address (rate limits, sign-in locks and visitor counts follow it). ' +
    'Set the proxy addresses (e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8) or a hop count instead.'
  );
}
