import type { PageFilter, PageVariant, ServedPage } from '../sites/index';
import { type VariantBodies, variantBodies } from './page-copy';
import { assignVariant } from './split';

// The hot path of A/B tests: the site host asks, for every live HTML page it serves, whether this
// visitor gets another body. Active tests (running, or won by B) are cached per site in memory, so a
// request reads no database row: a site's list is loaded once and trusted ACTIVE_TTL_MS (other
// processes see a change within that time; this process forgets a site at once when one of its tests
// changes). The swapped pages are built once per test and version, then reused.

/** An active test as the host needs it. */
export interface ActiveExperiment {
  id: string;
  file: string;
  status: 'running' | 'stopped' | 'won';
  winner: 'A' | 'B' | null;
  aH1Html: string;
  aIntroHtml: string;
  bH1: string | null;
  bIntro: string | null;
}

export const ACTIVE_TTL_MS = 10_000;
const MAX_SITES = 10_000;
const MAX_BODIES = 256;

interface Entry {
  until: number;
  list: ActiveExperiment[];
}

export interface VariantServerOptions {
  /** The site's running tests and the ones whose B won (one query). */
  load: (siteId: string) => Promise<ActiveExperiment[]>;
  ttlMs?: number;
  now?: () => Date;
}

export type VariantServer = ReturnType<typeof createVariantServer>;

export function createVariantServer(options: VariantServerOptions) {
  const ttl = options.ttlMs ?? ACTIVE_TTL_MS;
  const now = options.now ?? (() => new Date());
  const bySite = new Map<string, Entry>();
  const loading = new Map<string, Promise<ActiveExperiment[]>>();
  /** Bumped by forget: a load that started before a change does not store its stale answer. */
  let generation = 0;
  /** `${experimentId}:${versionId}` -> the page's bodies (null: the page lost A's text). */
  const bodies = new Map<string, { a: Buffer; b: Buffer; bPlain: Buffer } | null>();

  function load(siteId: string): Promise<ActiveExperiment[]> {
    let pending = loading.get(siteId);
    if (!pending) {
      const started = generation;
      pending = options
        .load(siteId)
        .then((list) => {
          if (started !== generation) return list;
          if (bySite.size >= MAX_SITES) bySite.clear();
          bySite.set(siteId, { until: Date.now() + ttl, list });
          return list;
        })
        .finally(() => loading.delete(siteId));
      loading.set(siteId, pending);
    }
    return pending;
  }

  function bodiesOf(test: ActiveExperiment, page: ServedPage) {
    const key = `${test.id}:${page.versionId}`;
    if (bodies.has(key)) return bodies.get(key)!;
    const built: VariantBodies | null = variantBodies(page.body.toString('utf8'), test);
    const value = built
      ? { a: Buffer.from(built.a), b: Buffer.from(built.b), bPlain: Buffer.from(built.bPlain) }
      : null;
    if (bodies.size >= MAX_BODIES) bodies.delete(bodies.keys().next().value!);
    bodies.set(key, value);
    return value;
  }

  function pick(list: ActiveExperiment[], page: ServedPage): PageVariant | undefined {
    const test = list.find((t) => t.file === page.file);
    if (!test) return undefined;
    const built = bodiesOf(test, page);
    if (!built) return undefined;
    const tag = test.id.slice(0, 8);
    if (test.status === 'won')
      return test.winner === 'B' ? { body: built.bPlain, tag: `${tag}w` } : undefined;
    const variant = assignVariant(test.id, page.ip, page.userAgent, now());
    return variant === 'B' ? { body: built.b, tag: `${tag}b` } : { body: built.a, tag: `${tag}a` };
  }

  /** The site host's page filter: synchronous when the site's tests are cached. */
  const filter: PageFilter = (page) => {
    const hit = bySite.get(page.siteId);
    if (hit && hit.until > Date.now()) return hit.list.length ? pick(hit.list, page) : undefined;
    return load(page.siteId).then((list) => (list.length ? pick(list, page) : undefined));
  };

  return {
    filter,
    /** Drops a site's cached tests after one of them changed (started, stopped, decided). */
    forget(siteId: string) {
      generation++;
      bySite.delete(siteId);
      loading.delete(siteId);
    },
    /** Whether the live version still carries A's text, as the host would swap it. */
    pageMatches(test: ActiveExperiment, page: Pick<ServedPage, 'versionId' | 'body'>): boolean {
      return bodiesOf(test, { ...page, siteId: '', file: test.file, ip: '', userAgent: '' }) !== null;
    },
  };
}
