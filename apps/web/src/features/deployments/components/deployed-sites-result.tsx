import type { Site } from '@sdp/shared';
import { ExternalLink } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { siteWhere } from '../lib/format';
import { SiteStatusBadge } from './site-badges';

/** The answer of generate-and-deploy: the deployed sites, live (spec §4), with their links. */
export function DeployedSitesResult({ sites, errors }: { sites: Site[]; errors: string[] }) {
  return (
    <div className="space-y-3" data-testid="generate-result">
      <Alert variant={sites.length ? 'success' : 'error'}>
        {sites.length} {sites.length === 1 ? 'site is' : 'sites are'} live.
        {errors.length > 0 && ` ${errors.length} ${errors.length === 1 ? 'market' : 'markets'} failed.`}
      </Alert>
      {errors.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-6 text-xs text-amber-200">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Deployed sites">
        {sites.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium break-words sm:truncate">{s.name}</p>
              <p className="truncate text-xs text-muted-foreground">
                {s.vertical} · {siteWhere(s)}
              </p>
            </div>
            {/* Sites returned from deploy calls get status live (spec §4). */}
            <SiteStatusBadge status="live" />
            <a
              href={s.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              Visit<span className="sr-only"> {s.name} (opens in a new tab)</span>
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
