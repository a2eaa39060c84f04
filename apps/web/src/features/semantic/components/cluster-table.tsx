import type { SemanticCluster } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';

const pct = (x: number | null) => (x === null ? '—' : `${Math.round(x * 100)}%`);

/** Demand of a cluster: estimated searches (the keyword finder) and Search Console impressions. */
export function Demand({ cluster }: { cluster: SemanticCluster }) {
  return (
    <span>
      {cluster.searches > 0 ? `~${Math.round(cluster.searches)} searches/mo` : '—'}
      {cluster.impressions > 0 && (
        <span className="block text-xs text-muted-foreground">{cluster.impressions} impressions (28 d)</span>
      )}
    </span>
  );
}

/** The clusters, most demand first: label, size, method, page and coverage. */
export function ClusterTable({ clusters }: { clusters: SemanticCluster[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Keyword clusters, most demand first</caption>
        <thead className="bg-muted/40 text-left text-xs uppercase text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2">
              Topic
            </th>
            <th scope="col" className="px-4 py-2">
              Keywords
            </th>
            <th scope="col" className="px-4 py-2">
              Method
            </th>
            <th scope="col" className="px-4 py-2">
              Demand
            </th>
            <th scope="col" className="px-4 py-2">
              Page
            </th>
            <th scope="col" className="px-4 py-2">
              Coverage
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {clusters.map((c) => (
            <tr key={c.id} className="align-top">
              <td className="px-4 py-3">
                <span className="font-medium">{c.label}</span>
                {c.subtopics.length > 0 && (
                  <span className="block text-xs text-muted-foreground">{c.subtopics.join(' · ')}</span>
                )}
              </td>
              <td className="px-4 py-3">
                <details>
                  <summary className="cursor-pointer">{c.size}</summary>
                  <ul className="mt-1 space-y-0.5 text-xs">
                    {c.keywords.map((k) => (
                      <li key={k.keyword}>
                        {k.keyword} <span className="text-muted-foreground">({k.sources.join(', ')})</span>
                      </li>
                    ))}
                  </ul>
                </details>
              </td>
              <td className="px-4 py-3">
                <Badge variant="outline" title={`cohesion ${c.cohesion}`}>
                  {c.method === 'serp' ? 'SERP overlap' : 'lexical'}
                </Badge>
              </td>
              <td className="px-4 py-3">
                <Demand cluster={c} />
              </td>
              <td className="max-w-[14rem] px-4 py-3">
                {c.page ? (
                  <a className="block truncate underline" href={c.page.url} target="_blank" rel="noreferrer">
                    {c.page.path}
                  </a>
                ) : (
                  <Badge variant="outline">no page</Badge>
                )}
              </td>
              <td className="px-4 py-3">{pct(c.coverage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
