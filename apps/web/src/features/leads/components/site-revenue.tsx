import { DollarSign } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { formatCount, formatUsdCents } from '@/lib/format';

/** The site's revenue this calendar month (accepted leads and rent) and its lead count. */
export function SiteRevenue({ revenue, leadCount }: { revenue: number; leadCount: number }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 pt-6">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-500/15">
          <DollarSign className="size-5 text-emerald-300" aria-hidden="true" />
        </div>
        <dl className="grid flex-1 grid-cols-2 gap-4">
          <div>
            <dt className="text-xs text-muted-foreground">Revenue this month</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="site-revenue">
              {formatUsdCents(revenue)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Leads</dt>
            <dd className="text-xl font-semibold tabular-nums">{formatCount(leadCount)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
