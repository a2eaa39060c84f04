import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSiteList } from '@/features/sites';
import { errorMessage } from '@/lib/api-error';
import { useCallTracking } from '../api/calls';
import { SiteNumber } from './site-number';
import { TwilioKeyForm } from './twilio-key-form';

/**
 * Settings, "Call tracking" (docs/calls.md): the team's Twilio key, a tracking number per site
 * (bought, assigned, removed), recording with the state's consent rule, and the prices the meter uses.
 */
export function CallTrackingSection() {
  const tracking = useCallTracking();
  const sites = useSiteList('all');
  return (
    <section id="call-tracking" aria-labelledby="call-tracking-title" className="scroll-mt-40">
      <Card>
        <CardHeader>
          <CardTitle id="call-tracking-title">Call tracking</CardTitle>
          <CardDescription>
            A Twilio number per site replaces its phone on the pages; calls ring the renter and one that lasts
            the renter’s qualifying length becomes a lead. Without a key, taps on call buttons are counted as
            call clicks only.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {tracking.isPending ? (
            <Skeleton className="h-32" />
          ) : tracking.isError ? (
            <Alert variant="error">{errorMessage(tracking.error)}</Alert>
          ) : (
            <>
              <TwilioKeyForm keyStatus={tracking.data.key} />
              {tracking.data.key.configured && (
                <div className="space-y-3 border-t border-border pt-4">
                  <h4 className="font-semibold">Tracking numbers</h4>
                  {sites.isPending ? (
                    <Skeleton className="h-20" />
                  ) : (sites.data ?? []).filter((s) => s.status !== 'archived').length === 0 ? (
                    <p className="text-sm text-muted-foreground">No sites yet.</p>
                  ) : (
                    <ul className="divide-y divide-border" data-testid="tracking-sites">
                      {(sites.data ?? [])
                        .filter((s) => s.status !== 'archived')
                        .map((s) => (
                          <li
                            key={s.id}
                            className="grid gap-2 py-3 sm:grid-cols-[12rem_1fr]"
                            data-site-id={s.id}
                          >
                            <span className="truncate text-sm font-medium">{s.name}</span>
                            <SiteNumber
                              siteId={s.id}
                              number={tracking.data.numbers.find((n) => n.siteId === s.id) ?? null}
                              terms={{
                                consentSource: tracking.data.consent.source,
                                numberPerMonth: tracking.data.prices.numberPerMonth,
                              }}
                            />
                          </li>
                        ))}
                    </ul>
                  )}
                </div>
              )}
              <p className="text-xs text-muted-foreground" data-testid="call-prices">
                Costs in the meter are estimates: {tracking.data.prices.source}
              </p>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
