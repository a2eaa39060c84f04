import type { Analytics } from '@sdp/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount } from '@/lib/format';

/** The most viewed pages of the range. */
export function TopPagesCard({ pages }: { pages: Analytics['topPages'] }) {
  // Across the portfolio several sites have a "/": then each path says whose page it is.
  const manySites = new Set(pages.map((p) => p.siteId)).size > 1;
  return (
    <Card className="min-w-0" data-testid="top-pages-card">
      <CardHeader>
        <CardTitle className="text-base">Top pages</CardTitle>
        <CardDescription>Most viewed paths{manySites ? ', with their site' : ''}</CardDescription>
      </CardHeader>
      <CardContent>
        {pages.length === 0 ? (
          <p className="text-sm text-muted-foreground">No pageviews in this range.</p>
        ) : (
          <table className="w-full table-fixed text-sm">
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="pb-2 font-medium">
                  Page
                </th>
                <th scope="col" className="w-20 pb-2 text-right font-medium">
                  Views
                </th>
                <th scope="col" className="w-20 pb-2 text-right font-medium">
                  Visitors
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.slice(0, 10).map((p) => (
                <tr key={`${p.siteId ?? ''}${p.path}`} className="border-t border-border">
                  <td className="truncate py-2" title={manySites ? `${p.siteName}: ${p.path}` : p.path}>
                    <span className="font-mono text-xs">{p.path}</span>
                    {manySites && p.siteName && (
                      <span className="block truncate text-xs text-muted-foreground">{p.siteName}</span>
                    )}
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatCount(p.pageviews)}</td>
                  <td className="py-2 text-right tabular-nums">{formatCount(p.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
