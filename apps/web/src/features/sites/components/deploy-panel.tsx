import type { Site } from '@sdp/shared';
import { ExternalLink, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import type { SiteDeploy } from '../hooks/use-site-deploy';
import { SiteStatusBadge } from './site-status-badge';

function ProgressBar({ value, label }: { value: number; label: string }) {
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="space-y-1.5" data-testid="deploy-progress">
      <div className="flex justify-between gap-2 text-sm">
        <span aria-live="polite">{label}</span>
        <span className="tabular-nums text-muted-foreground">{v}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Deployment progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={v}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-emerald-500 to-teal-400 transition-[width] duration-500"
          style={{ width: `${v}%` }}
        />
      </div>
    </div>
  );
}

/** Stage 3: deploy the site to the built-in host, follow the progress, show the live URL. */
export function DeployPanel({
  site,
  deploy,
  footer,
}: {
  site: Site;
  deploy: SiteDeploy;
  footer?: ReactNode;
}) {
  const { state, isDeploying, start } = deploy;
  const latest = site.latestVersion;
  const latestIsLive = !!latest && site.status === 'live' && site.liveVersionId === latest.id;
  const isLive = site.status === 'live' && !isDeploying;
  return (
    <Card data-testid="deploy-panel">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <CardTitle className="flex flex-wrap items-center gap-2">
            <span className="break-words">{site.name}</span>
            <SiteStatusBadge status={isDeploying ? 'deploying' : site.status} />
          </CardTitle>
          <CardDescription className="mt-1">
            {latest ? `Latest version ${latest.number}` : 'No version built'}
            {site.deployedAt ? ` · deployed ${formatDateTime(site.deployedAt)}` : ''}
          </CardDescription>
        </div>
        {latestIsLive && !isDeploying ? (
          <Button variant="outline" size="lg" disabled>
            <Rocket aria-hidden="true" />
            Latest version is live
          </Button>
        ) : (
          <Button variant="gradient" size="lg" onClick={() => start()} disabled={isDeploying || !latest}>
            <Rocket aria-hidden="true" />
            {isDeploying ? 'Deploying…' : site.status === 'live' ? 'Deploy latest version' : 'Deploy'}
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {isDeploying && <ProgressBar value={state.progress} label={state.message ?? 'Deploying…'} />}
        {state.phase === 'failed' && (
          <Alert variant="error">
            <p className="font-medium">Deployment failed</p>
            {state.error && state.error !== 'Deployment failed' && (
              <p className="mt-1 text-red-200/80">{state.error}</p>
            )}
          </Alert>
        )}
        {isLive && (
          <div className="rounded-lg border border-emerald-500/30 bg-emerald-500/10 p-4">
            <p className="text-xs font-medium uppercase tracking-wider text-emerald-300">Live at</p>
            <a
              href={site.url}
              target="_blank"
              rel="noreferrer"
              data-testid="live-url"
              className="mt-1 inline-flex max-w-full items-center gap-1.5 break-all font-mono text-sm text-emerald-100 underline-offset-4 hover:underline"
            >
              {site.url}
              <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
            </a>
            {site.customDomain && site.domainStatus === 'verified' && (
              <p className="mt-2 text-sm text-muted-foreground">
                Also at{' '}
                <a
                  className="font-mono text-emerald-100 underline-offset-4 hover:underline"
                  href={`https://${site.customDomain}/`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {site.customDomain}
                </a>{' '}
                (verified).
              </p>
            )}
          </div>
        )}
        {!isLive && !isDeploying && state.phase !== 'failed' && (
          <p className="text-sm text-muted-foreground">
            Deploying publishes the latest version on the built-in host and checks that it answers with the
            right page before it counts as live.
          </p>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
