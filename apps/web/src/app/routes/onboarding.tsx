import { GraduationCap } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useVerticals } from '@/features/discovery';
import { MarketFocusForm, useMarketFocus } from '@/features/onboarding';
import { PlaceholderScreen } from './placeholder-screen';

/** Your markets (verticals and home state, where Discovery opens), then the tour to come. */
function MarketFocusCard() {
  const focus = useMarketFocus();
  const verticals = useVerticals();
  return (
    <Card className="mb-6" data-testid="market-focus">
      <CardHeader>
        <CardTitle className="text-base">Your markets</CardTitle>
        <CardDescription>
          The verticals you work in and your home state. Discovery opens on them until you pick other filters.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {focus.isError || verticals.isError ? (
          <RetryAlert
            message="Could not load your markets"
            error={focus.error ?? verticals.error}
            onRetry={() => {
              void focus.refetch();
              void verticals.refetch();
            }}
          />
        ) : focus.data && verticals.data ? (
          <MarketFocusForm focus={focus.data} verticals={verticals.data} />
        ) : (
          <Skeleton className="h-64" />
        )}
      </CardContent>
    </Card>
  );
}

export default function OnboardingRoute() {
  return (
    <PlaceholderScreen
      title={'Onboarding'}
      description={'A short guided tour: your first market, your first site and how to read its results.'}
      icon={GraduationCap}
      emptyTitle={'Start with the workflow'}
      emptyText={
        'The guided tour is not available yet. The four-stage workflow already shows the way: find a market, build, launch and rank.'
      }
      actions={[{ label: 'Start at Discovery', to: paths.discovery }]}
    >
      <MarketFocusCard />
    </PlaceholderScreen>
  );
}
