import type { Source } from '@sdp/shared';
import { ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatCount, formatNumber, formatScore, formatShare, formatUsd } from '@/lib/format';
import type { Derivation } from '../../api/get-opportunity-details';

const FIELDS: Record<string, { label: string; format: (n: unknown) => string }> = {
  quantumScore: { label: 'Score', format: formatScore },
  estimatedMonthlyRevenue: { label: 'Estimated monthly revenue', format: formatUsd },
  monthlySearches: { label: 'Monthly searches', format: formatCount },
  competition: { label: 'Competition', format: formatScore },
  demandScore: { label: 'Demand score', format: formatScore },
  payout: { label: 'Payout per lead', format: formatUsd },
  confidence: { label: 'Confidence', format: formatShare },
  tier: { label: 'Tier', format: (n) => String(n) },
  goldmine: { label: 'Goldmine', format: (n) => (n ? 'Yes' : 'No') },
};

export const fieldLabel = (field: string) => FIELDS[field]?.label ?? field;
const formatField = (field: string, value: unknown) =>
  (FIELDS[field]?.format ?? ((n: unknown) => (typeof n === 'number' ? formatCount(n) : String(n))))(value);

const formatInput = (v: number | string) =>
  typeof v === 'number' ? formatNumber(v, { maximumFractionDigits: 4 }) : v;

const kindVariant = {
  bundled: 'outline',
  override: 'warning',
  provider: 'success',
  computed: 'default',
} as const;
const kindLabel = {
  bundled: 'Bundled data',
  override: 'Your override',
  provider: 'Measured',
  computed: 'Computed',
};

function SourceLine({ source }: { source: Source }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge variant={kindVariant[source.kind] ?? 'outline'}>{kindLabel[source.kind] ?? source.kind}</Badge>
      <span>{source.label}</span>
      <span className="text-muted-foreground">
        {source.origin}
        {source.date ? ` · ${source.date}` : ''}
      </span>
      {source.url && (
        <a
          href={source.url}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          Source
          <ExternalLink className="size-3" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </span>
  );
}

/** Every figure of the market: its value, its formula, and each input with where it came from. */
export function DerivationList({ derivation }: { derivation: Derivation[] }) {
  if (derivation.length === 0)
    return <p className="text-sm text-muted-foreground">The server sent no derivation for this market.</p>;
  return (
    <ol className="space-y-4" data-testid="derivation-list">
      {derivation.map((d) => (
        <li key={d.field} className="rounded-xl border border-border bg-card p-4" data-field={d.field}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">{fieldLabel(d.field)}</h3>
            <span className="text-lg font-bold tabular-nums">{formatField(d.field, d.value)}</span>
          </div>
          <p className="mt-2 text-xs text-muted-foreground">Formula</p>
          <code className="mt-1 block overflow-x-auto whitespace-pre-wrap break-words rounded-md bg-muted px-3 py-2 font-mono text-xs">
            {d.formula}
          </code>
          {d.inputs.length > 0 && (
            <>
              <p className="mt-3 text-xs text-muted-foreground">Inputs</p>
              <ul className="mt-1 divide-y divide-border text-sm">
                {d.inputs.map((input) => (
                  <li
                    key={input.name}
                    className="grid gap-1 py-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,8rem)_1fr] sm:gap-3"
                  >
                    <span className="font-medium">{input.name}</span>
                    <span className="tabular-nums">{formatInput(input.value)}</span>
                    <span className="text-xs">
                      <SourceLine source={input.source} />
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
