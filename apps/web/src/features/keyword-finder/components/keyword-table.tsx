import type { KeywordIdea } from '@sdp/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatCount, formatScore, formatUsd, formatUsdCents } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { KeywordSort, KeywordSortKey } from '../lib/sort-keywords';

const COLUMNS: { key: KeywordSortKey; label: string; numeric?: boolean; est?: boolean }[] = [
  { key: 'keyword', label: 'Keyword' },
  { key: 'intent', label: 'Intent' },
  { key: 'monthlySearches', label: 'Searches/mo', numeric: true, est: true },
  { key: 'difficulty', label: 'Difficulty', numeric: true, est: true },
  { key: 'cpc', label: 'CPC', numeric: true },
  { key: 'value', label: 'Value/mo', numeric: true, est: true },
];

const intentVariant = {
  transactional: 'success',
  commercial: 'default',
  informational: 'outline',
  navigational: 'warning',
} as const;

function difficultyTone(d: number) {
  return d < 34 ? 'text-emerald-300' : d < 67 ? 'text-amber-300' : 'text-red-300';
}

/** The keyword ideas, sortable by any column (buttons in the headers, aria-sort on the active one). */
export function KeywordTable({
  rows,
  sort,
  onSort,
}: {
  rows: KeywordIdea[];
  sort: KeywordSort;
  onSort: (key: KeywordSortKey) => void;
}) {
  const anyEstimate = rows.some((r) => r.estimate);
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full min-w-[40rem] text-sm" data-testid="keyword-ideas">
        <caption className="sr-only">
          Keyword ideas, sorted by {COLUMNS.find((c) => c.key === sort.key)?.label}
        </caption>
        <thead>
          <tr className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground">
            {COLUMNS.map((c) => {
              const activeCol = sort.key === c.key;
              const Icon = !activeCol ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={activeCol ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={cn('px-3 py-2 font-medium', c.numeric ? 'text-right' : 'text-left')}
                >
                  <button
                    type="button"
                    onClick={() => onSort(c.key)}
                    className={cn(
                      'inline-flex items-center gap-1 rounded-sm uppercase hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      activeCol && 'text-foreground',
                    )}
                  >
                    {c.label}
                    {c.est && anyEstimate && <span className="normal-case text-amber-300/80">(est.)</span>}
                    <Icon className="size-3" aria-hidden="true" />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((r) => (
            <tr key={`${r.kind}:${r.keyword}`} className="hover:bg-accent/40" data-kind={r.kind}>
              <td className="px-3 py-2">
                <span className="font-medium">{r.keyword}</span>
                <span className="ml-2 text-xs text-muted-foreground">{r.kind}</span>
              </td>
              <td className="px-3 py-2">
                <Badge variant={intentVariant[r.intent] ?? 'outline'} className="capitalize">
                  {r.intent}
                </Badge>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCount(r.monthlySearches)}</td>
              <td className={cn('px-3 py-2 text-right tabular-nums', difficultyTone(r.difficulty))}>
                {formatScore(r.difficulty)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatUsdCents(r.cpc)}</td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatUsd(r.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
