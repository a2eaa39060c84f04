import type { SerpSnapshotRow } from '../../db/schema/index';
import type { SerpResult } from '../providers/index';

// The results page a SERP check read, kept as one snapshot per keyword, day and provider
// (serp_snapshots; read by the serp-patterns module, docs/serp-patterns.md). A second check of the
// same keyword on the same day replaces it.

export type NewSerpSnapshot = Omit<SerpSnapshotRow, 'id' | 'createdAt'>;

/** Organic results kept per snapshot (the patterns read the top 10; the rest for the dialog). */
const MAX_RESULTS = 20;
const clip = (s: string | null | undefined, max: number) => (s ? s.slice(0, max) : null);

/** The snapshot row of one search answer. */
export function snapshotOf(
  answer: Pick<SerpResult, 'items' | 'features' | 'localPack'> & { providerId: string },
  at: {
    teamId: string;
    siteId: string;
    keywordId: string;
    keyword: string;
    location: string | null;
    day: string;
    demo: boolean;
  },
  ownPosition: number | null,
): NewSerpSnapshot {
  const results = [...answer.items]
    .sort((a, b) => a.position - b.position)
    .slice(0, MAX_RESULTS)
    .map((i) => ({
      position: i.position,
      url: i.url.slice(0, 2048),
      domain: i.domain,
      title: clip(i.title, 300),
      snippet: clip(i.snippet, 400),
    }));
  return {
    ...at,
    provider: answer.providerId,
    results,
    features: (answer.features ?? []).slice(0, 30),
    localPack: answer.localPack?.length ? answer.localPack.slice(0, 20) : null,
    ownPosition,
  };
}
