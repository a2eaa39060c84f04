import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatUsdCents } from '@/lib/format';

/** The workflow's selected market as stage 2 needs it. */
export interface MarketInfo {
  id: string;
  vertical: string;
  city: string;
  state: string;
  payout: number;
  tier: 1 | 2 | 3;
}

/** Reads the workflow's selectedOpportunity (stored as the discovery screen left it). */
export function toMarketInfo(o: unknown): MarketInfo | null {
  if (!o || typeof o !== 'object') return null;
  const r = o as Record<string, unknown>;
  const loc = (r.location && typeof r.location === 'object' ? r.location : {}) as Record<string, unknown>;
  if (typeof r.id !== 'string' || !r.id.includes('~')) return null;
  const payout = typeof r.payout === 'number' ? r.payout : 0;
  const tier =
    r.tier === 1 || r.tier === 2 || r.tier === 3 ? r.tier : payout >= 300 ? 1 : payout >= 150 ? 2 : 3;
  return {
    id: r.id,
    vertical: typeof r.vertical === 'string' ? r.vertical : r.id.split('~')[0]!,
    city: typeof loc.city === 'string' ? loc.city : '',
    state: typeof loc.state === 'string' ? loc.state : '',
    payout,
    tier,
  };
}

export const marketName = (m: Pick<MarketInfo, 'vertical' | 'city' | 'state'>) => {
  const place = [m.city, m.state].filter(Boolean).join(', ');
  return place ? `${m.vertical} in ${place}` : m.vertical;
};

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words font-semibold">{children}</dd>
    </div>
  );
}

export function MarketSummary({ market, aside }: { market: MarketInfo; aside?: ReactNode }) {
  return (
    <section
      aria-label="Selected market"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-border bg-card p-4"
      data-testid="market-summary"
    >
      <dl className="grid flex-1 grid-cols-2 gap-4 sm:grid-cols-4">
        <Item label="Vertical">{market.vertical}</Item>
        <Item label="Location">{[market.city, market.state].filter(Boolean).join(', ') || '–'}</Item>
        <Item label="Payout / lead">{formatUsdCents(market.payout)}</Item>
        <Item label="Tier">
          <Badge variant={market.tier === 1 ? 'success' : market.tier === 2 ? 'default' : 'outline'}>
            Tier {market.tier}
          </Badge>
        </Item>
      </dl>
      {aside}
    </section>
  );
}
