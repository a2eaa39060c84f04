import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { SiteRow } from '../lib/leaders';
import { siteFigures } from '../lib/site-figures';
import { SiteFiguresList } from './site-figures-list';

/**
 * A card of per-site figures in the given order: one card per site on phones, a table (that
 * scrolls inside the card) from `sm` up. A site's name selects it (`onSelect`) or links to its
 * monitoring page.
 */
export function SiteFiguresCard({
  title,
  description,
  rows,
  pageviews,
  bestRank,
  onSelect,
  testId,
  rowTestId,
  tableClassName,
  nameClassName,
}: {
  title: string;
  description?: string;
  rows: SiteRow[];
  pageviews?: boolean;
  bestRank?: Record<string, number | null | undefined>;
  onSelect?: (siteId: string) => void;
  testId: string;
  rowTestId: string;
  /** The table's minimum width, e.g. "min-w-[520px]". */
  tableClassName: string;
  /** The name column's maximum width, e.g. "max-w-56". */
  nameClassName: string;
}) {
  const figures = siteFigures({ pageviews, bestRank });
  return (
    <Card className="min-w-0" data-testid={testId}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sites yet.</p>
        ) : (
          <>
            <SiteFiguresList rows={rows} bestRank={bestRank} onSelect={onSelect} />
            <div className="hidden overflow-x-auto sm:block">
              <table className={`w-full ${tableClassName} text-sm`}>
                <thead className="text-left text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="pb-2 font-medium">
                      Site
                    </th>
                    {figures.map((f) => (
                      <th key={f.label} scope="col" className="pb-2 text-right font-medium">
                        {f.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.siteId} className="border-t border-border" data-testid={rowTestId}>
                      <td className={`${nameClassName} truncate py-2`}>
                        {onSelect ? (
                          <button
                            type="button"
                            className="truncate text-left text-blue-300 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                            onClick={() => onSelect(r.siteId)}
                          >
                            {r.name}
                          </button>
                        ) : (
                          <Link to={paths.monitoringSite(r.siteId)} className="text-blue-300 hover:underline">
                            {r.name}
                          </Link>
                        )}
                        {r.demo && (
                          <Badge variant="warning" className="ml-2">
                            Demo
                          </Badge>
                        )}
                      </td>
                      {figures.map((f) => (
                        <td key={f.label} className="py-2 text-right tabular-nums">
                          {f.value(r)}
                        </td>
                      ))}
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
