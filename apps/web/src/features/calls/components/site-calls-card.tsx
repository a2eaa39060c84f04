import { PhoneCall } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { formatCount, formatDateTime } from '@/lib/format';
import { useCallTracking, useSiteCalls } from '../api/calls';
import { describeCallStatus, formatCallLength } from '../lib/format-call';
import { SiteNumber } from './site-number';

/** The site screen's calls: its tracking number and recent calls, or its call clicks without Twilio. */
export function SiteCallsCard({ siteId }: { siteId: string }) {
  const calls = useSiteCalls(siteId);
  const tracking = useCallTracking();
  return (
    <Card data-testid="site-calls">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <PhoneCall className="size-4" aria-hidden="true" />
          Calls
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {calls.isPending ? (
          <Skeleton className="h-24" />
        ) : calls.isError ? (
          <Alert variant="error">{errorMessage(calls.error)}</Alert>
        ) : (
          <>
            <p className="text-sm" data-testid="call-clicks">
              <span className="text-muted-foreground">Call clicks (30 days): </span>
              <span className="font-semibold tabular-nums">{formatCount(calls.data.callClicks30d)}</span>
            </p>
            {!calls.data.configured ? (
              <p className="text-xs text-muted-foreground">
                Taps on the call buttons, not calls: calls are tracked with a Twilio number.{' '}
                <Link
                  to={`${paths.settings}#call-tracking`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  Set up call tracking
                </Link>
              </p>
            ) : (
              tracking.data && (
                <SiteNumber
                  siteId={siteId}
                  number={calls.data.trackingNumber}
                  terms={{
                    consentSource: tracking.data.consent.source,
                    numberPerMonth: tracking.data.prices.numberPerMonth,
                  }}
                />
              )
            )}
            {calls.data.calls.length > 0 && (
              <div className="space-y-2">
                <h4 className="text-sm font-semibold">Recent calls</h4>
                <p className="text-xs text-muted-foreground">
                  A call of {calls.data.callMinSeconds} s or more is a lead.
                </p>
                <ul className="divide-y divide-border text-sm" data-testid="call-list">
                  {calls.data.calls.map((c) => (
                    <li
                      key={c.id}
                      className="flex flex-wrap items-center justify-between gap-2 py-2"
                      data-call-id={c.id}
                    >
                      <span className="min-w-0">
                        <span className="block tabular-nums">{c.from}</span>
                        <span className="block text-xs text-muted-foreground">
                          {formatDateTime(c.createdAt)} · {describeCallStatus(c.status)} ·{' '}
                          {formatCallLength(c.durationSeconds)}
                          {c.recordingUrl && (
                            <>
                              {' · '}
                              <a
                                href={c.recordingUrl}
                                target="_blank"
                                rel="noreferrer noopener"
                                className="underline"
                              >
                                recording
                              </a>
                            </>
                          )}
                        </span>
                      </span>
                      {c.qualified && c.leadId ? (
                        <a href={`#lead-${c.leadId}`} data-testid="call-lead">
                          <Badge variant="success">Lead</Badge>
                        </a>
                      ) : (
                        <Badge variant="outline">Not a lead</Badge>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
