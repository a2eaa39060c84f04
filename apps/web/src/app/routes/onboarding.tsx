import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSetPayoutOverride, useVerticals } from '@/features/discovery';
import {
  discoverySearch,
  OnboardingWizard,
  useCompleteOnboarding,
  useMarketFocus,
} from '@/features/onboarding';
import { ProvidersSection } from '@/features/settings';

/**
 * The first-run setup (docs/onboarding.md): markets, payouts, a data provider key, then Discovery on
 * the chosen markets. Finishing or skipping marks it done so it is not offered again.
 */
export default function OnboardingRoute() {
  const focus = useMarketFocus();
  const verticals = useVerticals();
  const payout = useSetPayoutOverride();
  const complete = useCompleteOnboarding();
  const navigate = useNavigate();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Set up your workspace" description="Four short steps. Skip any of them, or all." />
      {focus.isError || verticals.isError ? (
        <RetryAlert
          message="Could not load the setup"
          error={focus.error ?? verticals.error}
          onRetry={() => {
            void focus.refetch();
            void verticals.refetch();
          }}
        />
      ) : focus.data && verticals.data ? (
        <OnboardingWizard
          focus={focus.data}
          verticals={verticals.data}
          onSetPayout={(verticalSlug, value) =>
            payout.mutateAsync({ verticalSlug, payout: value, scope: 'user' })
          }
          providers={<ProvidersSection />}
          pending={complete.isPending}
          error={complete.error}
          onSkip={() =>
            complete.mutate(
              { skipped: true },
              { onSuccess: () => navigate(paths.dashboard, { replace: true }) },
            )
          }
          onFinish={(f) =>
            complete.mutate(
              { skipped: false },
              { onSuccess: () => navigate(paths.discoveryWith(discoverySearch(f)), { replace: true }) },
            )
          }
        />
      ) : (
        <div className="space-y-3" aria-busy="true">
          <span role="status" className="sr-only">
            Loading the setup
          </span>
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-72" />
        </div>
      )}
    </div>
  );
}
