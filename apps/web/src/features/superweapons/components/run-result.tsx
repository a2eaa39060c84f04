import type { AutomationRun } from '@sdp/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';

const FIGURE_LABEL: Record<string, string> = {
  score: 'Score',
  competition: 'Competition',
  payout: 'Payout ($/lead)',
  monthlySearches: 'Searches/mo',
  estimatedMonthlyRevenue: 'Revenue/mo ($)',
  basis: 'Basis',
  daysWithoutLead: 'Days without a lead',
  lastLeadAt: 'Last lead',
  liveSince: 'Live since',
};

const show = (v: string | number | null) =>
  v === null ? '–' : typeof v === 'number' ? formatNumber(v, { maximumFractionDigits: 1 }) : v.slice(0, 24);

/** What a run did (or, dry, would do): each market or site with the figures that matched. */
export function RunResult({ run }: { run: AutomationRun }) {
  const columns = [...new Set(run.actions.flatMap((a) => Object.keys(a.figures)))];
  return (
    <div className="mt-3 rounded-lg border border-border p-3" data-testid="run-result">
      <p className="text-sm font-medium">
        {run.dryRun ? 'Dry run: would ' : 'Run: '}
        {run.actions.length === 0
          ? 'nothing matches now.'
          : `${run.dryRun ? 'start' : 'started'} ${run.actions.length} ${run.actions[0]!.kind === 'build-market' ? 'market build' : 'site refresh'}${run.actions.length === 1 ? '' : 's'}.`}
      </p>
      {run.basis ? <p className="text-xs text-muted-foreground">{run.basis}</p> : null}
      {run.error ? <p className="text-xs text-red-300">{run.error}</p> : null}
      {run.actions.length > 0 ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-xs">
            <thead className="text-muted-foreground">
              <tr>
                <th className="py-1 pr-3 font-medium">Market or site</th>
                {columns.map((c) => (
                  <th key={c} className="py-1 pr-3 font-medium">
                    {FIGURE_LABEL[c] ?? c}
                  </th>
                ))}
                {run.dryRun ? null : <th className="py-1 font-medium">Job</th>}
              </tr>
            </thead>
            <tbody>
              {run.actions.map((a) => (
                <tr key={a.ref} className="border-t border-border">
                  <td className="py-1 pr-3">{a.label}</td>
                  {columns.map((c) => (
                    <td key={c} className="py-1 pr-3 tabular-nums">
                      {show(a.figures[c] ?? null)}
                    </td>
                  ))}
                  {run.dryRun ? null : (
                    <td className="py-1">
                      {a.jobId ? (
                        <Link className="underline" to={paths.deployment}>
                          {a.jobId.slice(0, 8)}
                        </Link>
                      ) : (
                        (a.error ?? '–')
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
