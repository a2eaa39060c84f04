import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useProviders } from '@/features/providers';
import { errorMessage } from '@/lib/api-error';
import { ProviderCard } from './provider-card';
import { ProviderUsagePanel } from './provider-usage';
import { SettingsSection } from './section';

/** Keys for the outside data providers, and what the meter recorded of their calls. */
export function ProvidersSection() {
  const providers = useProviders();
  // A link to /settings#providers lands here; once the cards have their height, bring it into view.
  const scrolled = useRef(false);
  useEffect(() => {
    if (!providers.isSuccess || scrolled.current) return;
    scrolled.current = true;
    if (window.location.hash === '#providers') document.getElementById('providers')?.scrollIntoView?.();
  }, [providers.isSuccess]);
  return (
    <SettingsSection
      id="providers"
      title="Data providers"
      description="With a key, a market's estimated figures can be replaced by measurements. Keys belong to your team; only owners and admins change them. Every call is metered."
    >
      <div className="space-y-8">
        {providers.isPending ? (
          <div className="grid gap-4 xl:grid-cols-2">
            <span role="status" className="sr-only">
              Loading providers
            </span>
            <Skeleton className="h-64" />
            <Skeleton className="h-64" />
          </div>
        ) : providers.isError ? (
          <Alert variant="error">{errorMessage(providers.error)}</Alert>
        ) : providers.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">This server offers no data providers.</p>
        ) : (
          <div className="grid gap-4 xl:grid-cols-2" data-testid="provider-list">
            {providers.data.map((p) => (
              <ProviderCard key={p.id} provider={p} />
            ))}
          </div>
        )}
        <div className="border-t border-border pt-6">
          <ProviderUsagePanel />
        </div>
      </div>
    </SettingsSection>
  );
}
