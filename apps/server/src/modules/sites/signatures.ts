// Site signatures as stored in site_versions.signature (JSON) and as passed to buildSite's
// otherSites. MinHash vectors are kept as base64 of their bytes; a 1,000-page dominator keeps an even
// sample of its pages so that comparing a new site with 50 stored ones stays fast.
import type { SiteSignature } from './generator';

export const STORED_PAGES = 200;
/** Page pairs (new site pages x stored pages) compared per build, at most. */
export const PAIR_BUDGET = 1_000_000;

interface StoredSignature {
  siteId: string;
  site: string;
  pages: { path: string; sig: string }[];
  totalPages: number;
}

const enc = (a: Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
const dec = (s: string) => {
  const b = Buffer.from(s, 'base64');
  const out = new Uint32Array(b.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = b.readUInt32LE(i * 4);
  return out;
};

function sample<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(items[Math.floor((i * items.length) / n)]);
  return out;
}

export function storeSignature(sig: SiteSignature): Record<string, unknown> {
  const stored: StoredSignature = {
    siteId: sig.siteId,
    site: enc(sig.site),
    pages: sample(sig.pages, STORED_PAGES).map((p) => ({ path: p.path, sig: enc(p.sig) })),
    totalPages: sig.pages.length,
  };
  return stored as unknown as Record<string, unknown>;
}

/**
 * Stored signatures back to the generator's form, each trimmed so that about `expectedPages` new
 * pages x all their pages stays under PAIR_BUDGET (the site-level MinHash stays whole).
 */
export function loadSignatures(rows: { signature: unknown }[], expectedPages: number): SiteSignature[] {
  const valid = rows
    .map((r) => r.signature as StoredSignature | null)
    .filter((s): s is StoredSignature => !!s && typeof s.site === 'string' && Array.isArray(s.pages));
  if (!valid.length) return [];
  const perSite = Math.max(3, Math.floor(PAIR_BUDGET / (Math.max(1, expectedPages) * valid.length)));
  return valid.map((s) => ({
    siteId: s.siteId,
    site: dec(s.site),
    pages: sample(s.pages, perSite).map((p) => ({ path: p.path, sig: dec(p.sig) })),
  }));
}
