import type { StrategicResult } from '@sdp/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatShare, formatUsd } from '@/lib/format';

const th = 'px-3 py-2 font-medium';
const td = 'px-3 py-2 align-top';
const n2 = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** The funded picks, most often funded first, with intervals and explanations. */
export function AllocationTable({ data }: { data: StrategicResult }) {
  const a = data.allocation;
  if (a.picks.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Nothing fits a budget of {formatUsd(a.budget)}: the cheapest item costs more, or no item is expected
        to earn anything. Raise the budget or lower the hourly rate.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Budget allocation, most often funded first</caption>
        <thead className="bg-muted/40 text-left text-xs uppercase text-muted-foreground">
          <tr>
            <th scope="col" className={th}>
              Item
            </th>
            <th scope="col" className={th}>
              Cost
            </th>
            <th scope="col" className={th}>
              Leads/month (80 %)
            </th>
            <th scope="col" className={th}>
              Revenue/month (80 %)
            </th>
            <th scope="col" className={th}>
              Best / funded
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {a.picks.map((p) => (
            <tr key={p.itemId}>
              <td className={td}>
                <Link to={p.link} className="font-medium hover:underline">
                  {p.label}
                </Link>
                <span className="block text-xs text-muted-foreground">{p.action}</span>
                <p className="mt-1 max-w-xl text-xs text-muted-foreground">{p.explanation}</p>
              </td>
              <td className={td}>{formatUsd(p.costUsd)}</td>
              <td className={td}>
                {n2(p.expectedLeads)}
                <span className="block text-xs text-muted-foreground">
                  {n2(p.leadsLow)}–{n2(p.leadsHigh)}
                </span>
              </td>
              <td className={td}>
                {formatUsd(p.expectedRevenue)}
                <span className="block text-xs text-muted-foreground">
                  {formatUsd(p.revenueLow)}–{formatUsd(p.revenueHigh)}
                </span>
              </td>
              <td className={td}>
                {formatShare(p.shareBest)} / {formatShare(p.shareFunded)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Leads per site per month by vertical and tier: the team's data on the market model's prior. */
export function PosteriorsTable({ data }: { data: StrategicResult }) {
  if (data.posteriors.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No site has been live yet. Once a site is deployed, its leads and months live are pooled here by
        vertical and tier.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Leads per site per month by vertical and tier</caption>
        <thead className="bg-muted/40 text-left text-xs uppercase text-muted-foreground">
          <tr>
            {['Vertical', 'Tier', 'Sites', 'Leads', 'Site-months', 'Prior', 'Mean', '80 % interval'].map(
              (h) => (
                <th key={h} scope="col" className={th}>
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {data.posteriors.map((p) => (
            <tr key={`${p.verticalSlug}-${p.tier}`}>
              <td className={td}>{p.vertical}</td>
              <td className={td}>
                <Badge variant="outline">Tier {p.tier}</Badge>
              </td>
              <td className={td}>{p.sites}</td>
              <td className={td}>{p.leads}</td>
              <td className={td}>{n2(p.siteMonths)}</td>
              <td className={td}>{p.priorMean === null ? 'vague' : n2(p.priorMean)}</td>
              <td className={td}>{n2(p.mean)}</td>
              <td className={td}>
                {n2(p.low)}–{n2(p.high)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
