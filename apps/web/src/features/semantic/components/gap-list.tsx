import type { SemanticAnalysis } from '@sdp/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Demand } from './cluster-table';

/** Topics no live page targets, each with a link to write a page for it. */
export function GapList({ analysis }: { analysis: SemanticAnalysis }) {
  const byId = new Map(analysis.clusters.map((c) => [c.id, c]));
  const gaps = analysis.gaps.map((id) => byId.get(id)!).filter(Boolean);
  if (!analysis.site.live)
    return (
      <p className="text-sm text-muted-foreground">Deploy the site to find the topics its pages miss.</p>
    );
  if (!gaps.length) return <p className="text-sm text-muted-foreground">Every topic shown has a page.</p>;
  return (
    <ul className="divide-y divide-border">
      {gaps.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <span>
            No page targets “<span className="font-medium">{c.label}</span>”
            <span className="block text-xs text-muted-foreground">
              {c.size} keyword{c.size === 1 ? '' : 's'} · <Demand cluster={c} />
            </span>
          </span>
          <Link
            className="underline"
            to={`${paths.contentGenerator}?keyword=${encodeURIComponent(c.headTerm)}&siteId=${analysis.site.id}`}
          >
            Write a page for “{c.headTerm}”
          </Link>
        </li>
      ))}
    </ul>
  );
}
