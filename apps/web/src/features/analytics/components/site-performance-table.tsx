import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount, formatMoney, formatRate } from '../lib/format';
import type { SiteRow } from '../lib/leaders';
import { SiteFiguresList } from './site-figures-list';

/**
 * Per-site performance of the portfolio: visitors, leads, conversion, revenue and, when given,
 * the best current ranking of each site. Sorted by revenue.
 */
export function SitePerformanceTable({
  rows,
  bestRank,
  description,
}: {
  rows: SiteRow[];
  /** siteId -> best latest position (lower is better), undefined while unknown */
  bestRank?: Record<string, number | null | undefined>;
  description?: string;
}) {
  const sorted = [...rows].sort(
    (a, b) => b.revenue - a.revenue || b.leads - a.leads || b.visitors - a.visitors,
  );
  return (
    <Card className="min-w-0" data-testid="site-performance-table">
      <CardHeader>
        <CardTitle className="text-base">Sites</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        {sorted.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sites yet.</p>
        ) : (
          <>
            <SiteFiguresList rows={sorted} bestRank={bestRank} />
            <div className="hidden overflow-x-auto sm:block">
              <table className="w-full min-w-[600px] text-sm">
                <thead className="text-left text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="pb-2 font-medium">
                      Site
                    </th>
                    <th scope="col" className="pb-2 text-right font-medium">
                      Visitors
                    </th>
                    <th scope="col" className="pb-2 text-right font-medium">
                      Leads
                    </th>
                    <th scope="col" className="pb-2 text-right font-medium">
                      Conversion
                    </th>
                    <th scope="col" className="pb-2 text-right font-medium">
                      Revenue
                    </th>
                    {bestRank && (
                      <th scope="col" className="pb-2 text-right font-medium">
                        Best ranking
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {sorted.map((r) => {
                    const best = bestRank?.[r.siteId];
                    return (
                      <tr
                        key={r.siteId}
                        className="border-t border-border"
                        data-testid="site-performance-row"
                      >
                        <td className="max-w-64 truncate py-2">
                          <Link
                            to={`/monitoring?site=${encodeURIComponent(r.siteId)}`}
                            className="text-blue-300 hover:underline"
                          >
                            {r.name}
                          </Link>
                        </td>
                        <td className="py-2 text-right tabular-nums">{formatCount(r.visitors)}</td>
                        <td className="py-2 text-right tabular-nums">{formatCount(r.leads)}</td>
                        <td className="py-2 text-right tabular-nums">
                          {formatRate(r.visitors > 0 ? r.leads / r.visitors : null)}
                        </td>
                        <td className="py-2 text-right tabular-nums">{formatMoney(r.revenue)}</td>
                        {bestRank && (
                          <td className="py-2 text-right tabular-nums">
                            {best === undefined
                              ? '…'
                              : best === null
                                ? '–'
                                : `#${Math.round(best * 10) / 10}`}
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
