import type { StrategicItem, StrategicResult } from '@sdp/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatUsd } from '@/lib/format';
import { QUADRANT_COLORS } from './value-effort-chart';

/** Rows shown before "Show all". */
const FIRST_ROWS = 15;
const th = 'px-3 py-2 font-medium';
const td = 'px-3 py-2 align-top';

const KIND_LABEL: Record<StrategicItem['kind'], string> = { market: 'Market', site: 'Site', seo: 'SEO fix' };

/** Every item of the matrix, best expected value per dollar first, with the basis of its figures. */
export function ItemsTable({ data }: { data: StrategicResult }) {
  const [all, setAll] = useState(false);
  const quadrant = new Map(data.quadrants.map((q) => [q.id, q.label]));
  const rows = all ? data.items : data.items.slice(0, FIRST_ROWS);
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">Items by expected value per dollar</caption>
          <thead className="bg-muted/40 text-left text-xs uppercase text-muted-foreground">
            <tr>
              <th scope="col" className={th}>
                Item
              </th>
              <th scope="col" className={th}>
                Quadrant
              </th>
              <th scope="col" className={th}>
                Value/month
              </th>
              <th scope="col" className={th}>
                Effort
              </th>
              <th scope="col" className={th}>
                Cost
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((i) => (
              <tr key={i.id}>
                <td className={td}>
                  <Link to={i.link} className="font-medium hover:underline">
                    {i.label}
                  </Link>{' '}
                  <Badge variant="outline">{KIND_LABEL[i.kind]}</Badge>
                  {i.demo && (
                    <Badge variant="warning" className="ml-1">
                      Demo
                    </Badge>
                  )}
                  <span className="block text-xs text-muted-foreground">{i.action}</span>
                </td>
                <td className={td}>
                  <span className="inline-flex items-center gap-1.5">
                    <span
                      aria-hidden
                      className="inline-block size-2.5 rounded-full"
                      style={{ background: QUADRANT_COLORS[i.quadrant] }}
                    />
                    {quadrant.get(i.quadrant)}
                  </span>
                </td>
                <td className={td} title={i.valueBasis}>
                  {formatUsd(i.valueMonthly)}
                  <span className="block max-w-xs text-xs text-muted-foreground">{i.valueBasis}</span>
                </td>
                <td className={td} title={i.effortBasis}>
                  {i.effortHours} h
                </td>
                <td className={td} title={i.costBasis}>
                  {formatUsd(i.costUsd)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.items.length > FIRST_ROWS && (
        <Button type="button" variant="outline" size="sm" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${data.items.length} items`}
        </Button>
      )}
    </div>
  );
}
