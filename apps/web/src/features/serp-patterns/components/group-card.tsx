import type { PatternExample, PatternGroup, Share } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDay, formatShare, plural } from '@/lib/format';
import { ShareBars } from './share-bars';

const pct = (s: Share) => (s.share === null ? 0 : Math.round(s.share * 100));
const counted = (s: Share) => (s.n === 0 ? 'none read' : `${s.count} of ${s.n} (${formatShare(s.share)})`);

function Examples({ examples, onOpen }: { examples: PatternExample[]; onOpen: (id: string) => void }) {
  if (examples.length === 0) return <span className="text-muted-foreground">–</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {examples.map((e) => (
        <li key={e.snapshotId}>
          <button
            type="button"
            className="rounded border border-border px-1.5 py-0.5 text-xs hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => onOpen(e.snapshotId)}
            title={`Open the results page of "${e.keyword}" on ${e.day}`}
          >
            {e.keyword} · {formatDay(e.day)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One vertical and city size: title patterns, page types, features, map pack, own positions. */
export function GroupCard({ group: g, onOpen }: { group: PatternGroup; onOpen: (id: string) => void }) {
  const lp = g.localPack;
  return (
    <Card data-testid={`group-${g.verticalSlug}-${g.citySize}`}>
      <CardHeader>
        <CardTitle>
          {g.verticalName} · {g.citySizeLabel}
        </CardTitle>
        <CardDescription>
          {plural(g.snapshots, 'results page')} of {plural(g.keywords, 'keyword')},{' '}
          {plural(g.results, 'result')} in positions 1-10.
          {g.note && (
            <Badge variant="outline" className="ml-2" title={g.note}>
              too few to call
            </Badge>
          )}
        </CardDescription>
        {g.note && <p className="text-sm text-muted-foreground">{g.note}</p>}
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-1 text-left text-xs text-muted-foreground">
              Title patterns: share of titles in the top 3 against positions 4-10
            </caption>
            <thead className="text-left text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Pattern
                </th>
                <th scope="col" className="py-1 pr-4">
                  Top 3
                </th>
                <th scope="col" className="py-1 pr-4">
                  Positions 4-10
                </th>
                <th scope="col" className="py-1">
                  Examples
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {g.titlePatterns.map((p) => (
                <tr key={p.id} className="align-top">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {p.label}
                  </th>
                  <td className="py-2 pr-4 tabular-nums">{counted(p.top3)}</td>
                  <td className="py-2 pr-4 tabular-nums">{counted(p.rest)}</td>
                  <td className="py-2">
                    <Examples examples={p.examples} onOpen={onOpen} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-label="Page types">
            <h4 className="mb-2 text-sm font-medium">Page types</h4>
            <ShareBars
              testId="page-types"
              a="Top 3"
              b="Positions 4-10"
              data={g.pageTypes.map((t) => ({
                label: t.label.split(' (')[0] ?? t.label,
                a: pct(t.top3),
                b: pct(t.rest),
              }))}
              summary={g.pageTypes
                .map((t) => `${t.label}: top 3 ${counted(t.top3)}, 4-10 ${counted(t.rest)}`)
                .join('; ')}
            />
          </section>
          <section aria-label="Result features">
            <h4 className="mb-2 text-sm font-medium">Result features (share of pages)</h4>
            {g.features.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No features other than organic results were stored.
              </p>
            ) : (
              <ShareBars
                testId="features"
                a="Pages"
                data={g.features.map((f) => ({ label: f.label, a: pct(f.snapshots) }))}
                summary={g.features.map((f) => `${f.label}: ${counted(f.snapshots)}`).join('; ')}
              />
            )}
          </section>
        </div>
        <div className="grid gap-4 text-sm md:grid-cols-2">
          <section aria-label="Map pack" data-testid="local-pack">
            <h4 className="mb-1 font-medium">Map pack</h4>
            <p>
              On {counted(lp.present)} pages
              {lp.meanEntries !== null ? `, ${lp.meanEntries} businesses on average` : ''}.
            </p>
            <p className="text-muted-foreground">
              {lp.alsoOrganic.n === 0
                ? 'No map-pack entry named a website.'
                : `${counted(lp.alsoOrganic)} map-pack businesses with a website also rank in the organic top 10.`}
            </p>
            <div className="mt-1">
              <Examples examples={lp.examples} onOpen={onOpen} />
            </div>
          </section>
          <section aria-label="Your site">
            <h4 className="mb-1 font-medium">Your site</h4>
            {g.own.ranked.count === 0 ? (
              <p className="text-muted-foreground">Not found in any of these results pages.</p>
            ) : (
              <p>
                Found on {counted(g.own.ranked)} pages: best #{g.own.best}, mean #{g.own.mean}, top 3 on{' '}
                {plural(g.own.top3, 'page')}, top 10 on {plural(g.own.top10, 'page')}.
              </p>
            )}
          </section>
        </div>
      </CardContent>
    </Card>
  );
}
