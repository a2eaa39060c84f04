import type { Tier } from '@sdp/shared';
import { Gem } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const variant = { 1: 'success', 2: 'default', 3: 'outline' } as const;

export function TierBadge({ tier }: { tier: Tier }) {
  return (
    <Badge
      variant={variant[tier]}
      title={tier === 1 ? 'Payout $300+' : tier === 2 ? 'Payout $150+' : 'Payout under $150'}
    >
      Tier {tier}
    </Badge>
  );
}

export function GoldmineBadge() {
  return (
    <Badge variant="warning">
      <Gem className="size-3" aria-hidden="true" />
      Goldmine
    </Badge>
  );
}
