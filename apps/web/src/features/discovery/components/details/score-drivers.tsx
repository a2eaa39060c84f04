import type { ScoreDriver } from '@sdp/shared';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';

const points = (x: number) => `${x > 0 ? '+' : ''}${x.toFixed(1)}`;
const value = (d: ScoreDriver) =>
  `${Math.abs(d.value) >= 100 ? formatCount(d.value) : Number(d.value.toFixed(2)).toString()} ${d.unit}`;

/**
 * Why this score: every input of the market, its value, the vertical's weight for it, its effect on
 * searches or competition, and the score points it adds or takes away. The points add up to the
 * score, so two markets can be compared input by input (docs/scoring.md "Why two markets differ").
 */
export function ScoreDrivers({ drivers, score }: { drivers: ScoreDriver[]; score: number }) {
  if (drivers.length === 0) return null;
  const total = drivers.reduce((s, d) => s + d.scorePoints, 0);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="score-drivers">
        <caption className="sr-only">Inputs of the score and what each contributes</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              Input
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Value
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Weight
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Effect
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Score points
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {drivers.map((d) => (
            <tr key={d.input} data-input={d.input}>
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                <span className="block">{d.label}</span>
                <span className="block text-xs text-muted-foreground">
                  {d.source.kind === 'computed' ? d.weightBasis : `${d.source.origin} · ${d.weightBasis}`}
                </span>
              </th>
              <td className="py-2 pr-3 tabular-nums">{value(d)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{d.weight}</td>
              <td className="py-2 pr-3 tabular-nums">{d.effect}</td>
              <td
                className={cn(
                  'py-2 text-right font-medium tabular-nums',
                  d.scorePoints < 0 ? 'text-rose-300' : 'text-emerald-300',
                )}
              >
                {points(d.scorePoints)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-border font-semibold">
            <th scope="row" colSpan={4} className="py-2 pr-3 text-left">
              Score (sum of the points)
            </th>
            <td className="py-2 text-right tabular-nums">
              {total.toFixed(1)}
              {Math.abs(total - score) >= 0.1 && (
                <span className="ml-1 text-xs text-muted-foreground">(shown {score.toFixed(1)})</span>
              )}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
