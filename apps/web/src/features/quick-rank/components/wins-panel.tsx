import type { QuickWin } from '@sdp/shared';
import { Target } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useQuickWins } from '../api/quick-rank';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function Gain({ win }: { win: QuickWin }) {
  const g = win.gain;
  return (
    <span title={g.basis}>
      {g.extraClicks !== null ? `+${g.extraClicks} clicks/mo` : `CTR ${pct(g.ctrFrom)} → ${pct(g.ctrTo)}`}
      <span className="block text-xs text-muted-foreground">
        est., #{Math.round(g.fromPosition)} → #{g.toPosition}
      </span>
    </span>
  );
}

/** Tracked keywords in positions 4-20, cheapest fix first. */
export function WinsPanel() {
  const wins = useQuickWins();
  if (wins.isPending) return <Skeleton className="h-64" />;
  if (wins.isError) {
    return (
      <RetryAlert
        message="Could not load the quick wins"
        error={wins.error}
        onRetry={() => void wins.refetch()}
      />
    );
  }
  if (wins.data.length === 0) {
    return (
      <EmptyState
        icon={Target}
        title="No quick wins yet"
        action={
          <Button asChild>
            <Link to={paths.monitoring}>Track keywords</Link>
          </Button>
        }
      >
        Quick wins are tracked keywords of your sites whose latest position is 4 to 20. Add keywords and
        positions in rankings (a SERP check, a Search Console import or by hand) and crawl the site in a
        project to see what to fix.
      </EmptyState>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Quick wins, cheapest fix first</caption>
        <thead className="bg-muted/40 text-left text-xs uppercase text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2">
              Keyword
            </th>
            <th scope="col" className="px-4 py-2">
              Position
            </th>
            <th scope="col" className="px-4 py-2">
              Page
            </th>
            <th scope="col" className="px-4 py-2">
              Cheapest fixes
            </th>
            <th scope="col" className="px-4 py-2">
              Expected gain
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {wins.data.map((w) => (
            <tr key={w.keywordId} className="align-top">
              <td className="px-4 py-3">
                <span className="font-medium">{w.keyword}</span>
                <span className="block text-xs text-muted-foreground">{w.siteName}</span>
                {w.opportunityId && (
                  // The SEO opportunity for this keyword (sourceKey rankings:{keywordId}); its screen
                  // lives in the project's opportunities tab.
                  <Badge variant="default" className="mt-1" title={`SEO opportunity ${w.opportunityId}`}>
                    SEO opportunity
                  </Badge>
                )}
              </td>
              <td className="px-4 py-3">
                #{Math.round(w.position)}
                <span className="block text-xs text-muted-foreground">{w.day}</span>
              </td>
              <td className="max-w-[16rem] px-4 py-3">
                <a className="block truncate underline" href={w.url} target="_blank" rel="noreferrer">
                  {w.url}
                </a>
                {w.crawled ? (
                  <span className="text-xs text-muted-foreground">score {w.score}/100</span>
                ) : (
                  <Badge variant="outline">never crawled</Badge>
                )}
              </td>
              <td className="px-4 py-3">
                {w.fixes.length === 0 ? (
                  <span className="text-muted-foreground">
                    {w.crawled ? 'Nothing missing on the page' : 'Crawl the site to see'}
                  </span>
                ) : (
                  <ul className="space-y-1">
                    {w.fixes.slice(0, 3).map((f) => (
                      <li key={f.factor}>
                        <Badge variant="outline">cost {f.cost}</Badge> {f.fix}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="px-4 py-3">
                <Gain win={w} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="px-4 py-2 text-xs text-muted-foreground">
        Gains are estimates: wins.data[0]?.gain.basis.
      </p>
    </div>
  );
}
