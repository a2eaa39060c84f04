import type { Analytics } from '@sdp/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount, formatMoney, formatRate } from '../lib/format';
import { SiteFiguresList } from './site-figures-list';

type Row = NonNullable<Analytics['bySite']>[number];

/** Per-site figures of a portfolio report, most visited first (scrolls inside its card on phones). */
export function BySiteTable({ rows, onSelect }: { rows: Row[]; onSelect?: (siteId: string) => void }) {
  const sorted = [...rows].sort((a, b) => b.visitors - a.visitors || b.revenue - a.revenue);
  return (
    <Card className="min-w-0" data-testid="by-site-table">
      <CardHeader>
        <CardTitle className="text-base">By site</CardTitle>
        <CardDescription>Each site’s share of the range</CardDescription>
      </CardHeader>
      <CardContent>
        {sorted.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sites yet.</p>
        ) : (
          <>
            <SiteFiguresList rows={sorted} onSelect={onSelect} />
            <div className="hidden overflow-x-auto sm:block">
              <table className="w-full min-w-[520px] text-sm">
                <thead className="text-left text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="pb-2 font-medium">
                      Site
                    </th>
                    <th scope="col" className="pb-2 text-right font-medium">
                      Visitors
                    </th>
                    <th scope="col" className="pb-2 text-right font-medium">
                      Pageviews
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
                  </tr>
                </thead>
                <tbody>
                  {sorted.map((r) => (
                    <tr key={r.siteId} className="border-t border-border" data-testid="by-site-row">
                      <td className="max-w-56 truncate py-2">
                        {onSelect ? (
                          <button
                            type="button"
                            className="truncate text-left text-blue-300 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                            onClick={() => onSelect(r.siteId)}
                          >
                            {r.name}
                          </button>
                        ) : (
                          r.name
                        )}
                      </td>
                      <td className="py-2 text-right tabular-nums">{formatCount(r.visitors)}</td>
                      <td className="py-2 text-right tabular-nums">{formatCount(r.pageviews)}</td>
                      <td className="py-2 text-right tabular-nums">{formatCount(r.leads)}</td>
                      <td className="py-2 text-right tabular-nums">
                        {formatRate(r.visitors > 0 ? r.leads / r.visitors : null)}
                      </td>
                      <td className="py-2 text-right tabular-nums">{formatMoney(r.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
