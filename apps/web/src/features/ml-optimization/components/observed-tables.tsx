import type { CalibrationGroup, MlObservedSite } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';
import { formatCount, formatUsd } from '@/lib/format';

const TOO_NEW = 'Live under 30 days: a monthly rate from so few days would mislead, so none is shown.';

/** A per-month figure of a site, or a dash (with why) when the site is too new to give one. */
function PerMonth({ usable, children }: { usable: boolean; children: string }) {
  if (usable) return children;
  return (
    <span title={TOO_NEW}>
      –<span className="sr-only"> (not shown: live under 30 days)</span>
    </span>
  );
}

/** Each site: the scoring's figures for its market, and what it observed since launch. */
export function ObservedTable({ sites }: { sites: MlObservedSite[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Observed results per site</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th className="py-2 pr-3 font-medium">Site</th>
            <th className="py-2 pr-3 font-medium">Score</th>
            <th className="py-2 pr-3 font-medium">Tier (payout)</th>
            <th className="py-2 pr-3 font-medium">Predicted /month</th>
            <th className="py-2 pr-3 font-medium">Revenue /month</th>
            <th className="py-2 pr-3 font-medium">Leads /month</th>
            <th className="py-2 pr-3 font-medium">Visits /month</th>
            <th className="py-2 pr-3 font-medium">Days live</th>
          </tr>
        </thead>
        <tbody>
          {sites.map((s) => (
            <tr key={s.siteId} className="border-t border-border">
              <td className="py-2 pr-3">
                <span className="font-medium">{s.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {s.vertical}
                  {s.demo ? ' · demo' : ''}
                  {s.scoreBasis === 'saved' ? ' · scored when saved' : ' · scored now'}
                </span>
              </td>
              <td className="py-2 pr-3">{s.quantumScore.toFixed(1)}</td>
              <td className="py-2 pr-3">
                {s.tier} ({formatUsd(s.payout)})
              </td>
              <td className="py-2 pr-3">{formatUsd(s.predictedMonthlyRevenue)}</td>
              <td className="py-2 pr-3">
                <PerMonth usable={s.usable}>{formatUsd(s.revenuePerMonth)}</PerMonth>
              </td>
              <td className="py-2 pr-3">
                <PerMonth usable={s.usable}>{s.leadsPerMonth.toFixed(2)}</PerMonth>
              </td>
              <td className="py-2 pr-3">
                <PerMonth usable={s.usable}>{formatCount(Math.round(s.visitsPerMonth))}</PerMonth>
              </td>
              <td className="py-2 pr-3">
                {s.daysLive}
                {!s.usable && (
                  <Badge variant="outline" className="ml-2" title={s.excludedReason ?? undefined}>
                    too new
                  </Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Per tier or vertical: sites, site-months, leads per site-month, predicted and observed revenue. */
export function GroupTable({ groups, label }: { groups: CalibrationGroup[]; label: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Observed results by {label.toLowerCase()}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th className="py-2 pr-3 font-medium">{label}</th>
            <th className="py-2 pr-3 font-medium">Sites</th>
            <th className="py-2 pr-3 font-medium">Site-months</th>
            <th className="py-2 pr-3 font-medium">Leads per site-month</th>
            <th className="py-2 pr-3 font-medium">Predicted /month</th>
            <th className="py-2 pr-3 font-medium">Observed /month</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.key} className="border-t border-border">
              <td className="py-2 pr-3 font-medium">{g.label}</td>
              <td className="py-2 pr-3">{g.sites}</td>
              <td className="py-2 pr-3">{g.siteMonths}</td>
              <td className="py-2 pr-3">{g.sites ? g.leadsPerMonth.toFixed(2) : '–'}</td>
              <td className="py-2 pr-3">{g.sites ? formatUsd(g.predictedPerMonth) : '–'}</td>
              <td className="py-2 pr-3">{g.sites ? formatUsd(g.revenuePerMonth) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
