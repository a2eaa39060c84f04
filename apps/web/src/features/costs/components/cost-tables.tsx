import type { CostGroupRow, CostsResponse } from '@sdp/shared';
import { formatCount, formatDate, formatDuration, formatMoney, formatPercent } from '@/lib/format';
import { formatCost, formatCostPerRevenue } from '../lib/format-cost';

const th = 'px-3 py-2 text-left font-medium text-muted-foreground';
const thNum = 'px-3 py-2 text-right font-medium text-muted-foreground';
const td = 'px-3 py-2';
const tdNum = 'px-3 py-2 text-right tabular-nums';

/** One breakdown (per provider, site or vertical): cost, calls, tokens, revenue and cost per revenue. */
export function CostTable({ title, rows, testId }: { title: string; rows: CostGroupRow[]; testId: string }) {
  const withRevenue = rows.some((r) => r.revenue !== null);
  return (
    <div className="overflow-x-auto rounded-xl border border-border" data-testid={testId}>
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{title}</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={thNum}>
              Cost
            </th>
            <th scope="col" className={thNum}>
              Calls
            </th>
            <th scope="col" className={thNum}>
              LLM tokens
            </th>
            {withRevenue && (
              <>
                <th scope="col" className={thNum}>
                  Revenue
                </th>
                <th scope="col" className={thNum}>
                  Cost / revenue
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={6} className={`${td} text-muted-foreground`}>
                Nothing in this range.
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.key || 'none'} data-key={r.key}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  {r.label}
                  {r.hosting > 0 && r.hosting < r.cost && (
                    <span className="block text-xs text-muted-foreground">
                      incl. {formatCost(r.hosting)} hosting estimate
                    </span>
                  )}
                </th>
                <td className={tdNum} data-testid="cost">
                  {formatCost(r.cost)}
                </td>
                <td className={tdNum}>{formatCount(r.calls)}</td>
                <td className={tdNum}>{formatCount(r.tokens)}</td>
                {withRevenue && (
                  <>
                    <td className={tdNum}>{r.revenue === null ? '–' : formatMoney(r.revenue)}</td>
                    <td className={tdNum}>{formatCostPerRevenue(r.costPerRevenue)}</td>
                  </>
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The meter's figures per provider, all time (monthly and daily spend: UTC calendar month and day). */
export function ScraperStatsTable({ stats }: { stats: CostsResponse['scraperStats'] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border" data-testid="scraper-stats">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left font-semibold">Scraper stats per provider (all time)</caption>
        <thead className="border-b border-border">
          <tr>
            {[
              'Provider',
              'Calls',
              'Success',
              'Cost / call',
              'This month',
              'Today',
              'Avg response',
              'Last used',
            ].map((h, i) => (
              <th key={h} scope="col" className={i === 0 ? th : thNum}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {stats.length === 0 ? (
            <tr>
              <td colSpan={8} className={`${td} text-muted-foreground`}>
                No provider has been called yet.
              </td>
            </tr>
          ) : (
            stats.map((s) => (
              <tr key={s.providerId} data-key={s.providerId}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  {s.name}
                </th>
                <td className={tdNum}>{formatCount(s.totalCalls)}</td>
                <td className={tdNum}>{formatPercent(s.successRate)}</td>
                <td className={tdNum}>{formatCost(s.costPerCall)}</td>
                <td className={tdNum}>{formatCost(s.monthlySpend)}</td>
                <td className={tdNum}>{formatCost(s.dailySpend)}</td>
                <td className={tdNum}>{formatDuration(s.avgResponseTime)}</td>
                <td className={tdNum}>{s.lastUsed ? formatDate(s.lastUsed) : '–'}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
