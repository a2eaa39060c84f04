import type { OpportunityAnalytics } from '@sdp/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartEmpty } from '@/components/charts/chart-empty';
import {
  axisTick,
  CHART_COLORS,
  gridProps,
  tooltipStyle,
  valueAxisProps,
} from '@/components/charts/chart-theme';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { allZero, scaleAxisProps, valueScale } from '@/lib/chart-scale';
import { formatNumber, plural } from '@/lib/format';
import { useOpportunityAnalytics } from '../api/get-opportunity';
import { failureText } from '../lib/format';

type Figures = OpportunityAnalytics['visitors'];

const perDay = (n: number) => formatNumber(n, { maximumFractionDigits: 1 });

const change = (pct: number | null) =>
  pct === null
    ? 'no change to measure'
    : `${pct > 0 ? '+' : ''}${formatNumber(pct, { maximumFractionDigits: 1 })}%`;

/** A metric per day before and after, as two bars, with the days each side and the change. */
function BeforeAfter({ title, figures }: { title: string; figures: Figures }) {
  const { before, after } = figures;
  const data = [
    { side: `Before (${plural(before.days, 'day')})`, value: before.perDay },
    { side: `After (${plural(after.days, 'day')})`, value: after.perDay },
  ];
  const scale = valueScale(
    data.map((d) => d.value),
    'count',
  );
  const summary = `${title}: ${perDay(before.perDay)} a day over ${plural(before.days, 'day')} before, ${perDay(after.perDay)} a day over ${plural(after.days, 'day')} after (${change(figures.changePct)}).`;
  return (
    <figure
      className="min-w-0 space-y-2 rounded-lg border border-border p-3"
      data-testid={`before-after-${title.toLowerCase()}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium">{title} per day</span>
        <span className="text-xs tabular-nums text-muted-foreground">{change(figures.changePct)}</span>
      </div>
      {allZero(data.map((d) => d.value)) ? (
        <ChartEmpty className="h-36">No {title.toLowerCase()} on either side.</ChartEmpty>
      ) : (
        <div className="h-36 w-full" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid {...gridProps} />
              <XAxis dataKey="side" tick={axisTick} tickLine={false} />
              <YAxis {...valueAxisProps} {...scaleAxisProps(scale)} />
              <Tooltip
                cursor={{ fill: 'var(--accent)', opacity: 0.4 }}
                contentStyle={tooltipStyle}
                formatter={(v) => [perDay(Number(v)), `${title} per day`]}
              />
              <Bar dataKey="value" fill={CHART_COLORS.blue} radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      <figcaption className="text-xs text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}

function Positions({ rows }: { rows: OpportunityAnalytics['positions'] }) {
  if (rows.length === 0) return null;
  const pos = (n: number | null) =>
    n === null ? 'not ranked' : formatNumber(n, { maximumFractionDigits: 1 });
  return (
    <table className="w-full text-sm" data-testid="positions-table">
      <caption className="mb-1 text-left text-xs text-muted-foreground">
        Google positions before and after
      </caption>
      <thead className="text-left text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="pb-1 font-medium">
            Keyword
          </th>
          <th scope="col" className="pb-1 text-right font-medium">
            Before
          </th>
          <th scope="col" className="pb-1 text-right font-medium">
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.keyword} className="border-t border-border">
            <td className="py-1.5 pr-2">{r.keyword}</td>
            <td className="py-1.5 text-right tabular-nums">{pos(r.before)}</td>
            <td className="py-1.5 text-right tabular-nums">{pos(r.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * "Did it work?": visitors and leads a day before and after the implementation (with the days on
 * each side), positions before and after, and the server's sentence when it is too early or the
 * opportunity is not implemented yet.
 */
export function DidItWork({ opportunityId }: { opportunityId: string }) {
  const analytics = useOpportunityAnalytics(opportunityId);
  const a = analytics.data;
  return (
    <section aria-labelledby={`did-it-work-${opportunityId}`} className="space-y-3" data-testid="did-it-work">
      <h3 id={`did-it-work-${opportunityId}`} className="text-sm font-semibold">
        Did it work?
      </h3>
      {analytics.isPending ? (
        <Skeleton className="h-24" />
      ) : analytics.isError ? (
        <Alert variant="error">
          {failureText(analytics.error, 'Could not load the before and after figures')}
        </Alert>
      ) : a && a.state !== 'ready' ? (
        <Alert variant="info" data-testid={`analytics-${a.state}`}>
          {a.message}
        </Alert>
      ) : a ? (
        <div className="space-y-3">
          <p className="text-xs text-muted-foreground">{a.message}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <BeforeAfter title="Visitors" figures={a.visitors} />
            <BeforeAfter title="Leads" figures={a.leads} />
          </div>
          <Positions rows={a.positions} />
        </div>
      ) : null}
    </section>
  );
}
