import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { DOMAIN_TOKEN_HEX, type DomainRecord, isDomainName } from '@sdp/shared';

// Ownership proof of a custom domain (docs/sites-api.md, Custom domains): the site's team publishes
// the TXT record `_sdp-verify.{domain}` = `sdp-verify={token}`; a check looks it up once.

/** node:dns/promises resolveTxt: each record as its character-string chunks. */
export type ResolveTxt = (name: string) => Promise<string[][]>;

export const VERIFY_LABEL = '_sdp-verify';
export const DNS_TIMEOUT_MS = 5_000;

export const newDomainToken = () => randomBytes(DOMAIN_TOKEN_HEX / 2).toString('hex');

export const domainRecord = (domain: string, token: string): DomainRecord => ({
  type: 'TXT',
  name: `${VERIFY_LABEL}.${domain}`,
  value: `sdp-verify=${token}`,
});

/** The system resolver, one try with the timeout (the check adds its own timer too). */
export function systemResolveTxt(timeoutMs: number): ResolveTxt {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  return (name) => resolver.resolveTxt(name);
}

export type TxtCheck = { ok: true } | { ok: false; error: string };

/** Answers that mean "there is no such record" rather than "the lookup did not work". */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND']);

function lookupError(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown };
  const why = typeof e?.code === 'string' ? e.code : typeof e?.message === 'string' ? e.message : 'error';
  return `DNS lookup failed: ${why}`.slice(0, 200);
}

/**
 * Looks up `_sdp-verify.{domain}` and compares each record (its chunks joined, outer spaces
 * trimmed) with `sdp-verify={token}`, exactly. Never throws: a failure is a readable reason.
 */
export async function checkTxtRecord(
  resolve: ResolveTxt,
  domain: string,
  token: string,
  timeoutMs = DNS_TIMEOUT_MS,
): Promise<TxtCheck> {
  if (!isDomainName(domain)) return { ok: false, error: 'This is not a domain name' };
  const expected = domainRecord(domain, token);
  let timer: NodeJS.Timeout | undefined;
  let records: unknown;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs / 1000} s`)), timeoutMs);
    });
    records = await Promise.race([resolve(expected.name), timeout]);
  } catch (err) {
    if (NO_RECORD.has((err as { code?: string })?.code ?? '')) {
      return { ok: false, error: `No TXT record found at ${expected.name}` };
    }
    return { ok: false, error: lookupError(err) };
  } finally {
    clearTimeout(timer);
  }
  const values = (Array.isArray(records) ? records : []).map((chunks) =>
    (Array.isArray(chunks) ? chunks.join('') : String(chunks)).trim(),
  );
  if (!values.length) return { ok: false, error: `No TXT record found at ${expected.name}` };
  if (values.includes(expected.value)) return { ok: true };
  return {
    ok: false,
    error: `TXT record found at ${expected.name} but it does not match: expected ${expected.value}`,
  };
}
