import { Card, CardContent } from '@/components/ui/card';
import { useRevenue } from '../api/get-revenue';
import { RentCharges } from './rent-charges';
import { RevenueSplitFigures } from './revenue-split';

/** A site's revenue this month by source and its rent charges (docs/product/rules.md#revenue-metrics). */
export function SiteRevenueSplit({ siteId }: { siteId: string }) {
  const revenue = useRevenue({ websiteId: siteId });
  if (revenue.isError) return null;
  return (
    <Card data-testid="site-revenue-split">
      <CardContent className="space-y-4 pt-6">
        <RevenueSplitFigures
          caption="This month (UTC)"
          split={revenue.data?.thisMonth}
          toInvoice={revenue.data?.toInvoice}
          basis={revenue.data?.basis}
          loading={revenue.isPending}
        />
        {revenue.data?.charges && <RentCharges charges={revenue.data.charges} max={6} showSite={false} />}
      </CardContent>
    </Card>
  );
}
