import type { Site, SiteStatus } from '@sdp/shared';
import { ExternalLink } from 'lucide-react';
import { SiteStatusBadge } from './site-badges';

/** Sites in a bordered list: name, a detail line, the status badge and, when live, a Visit link. */
export function SiteLinkList({
  label,
  sites,
  detail,
  status = (s) => s.status,
  itemTestId,
}: {
  label: string;
  sites: Site[];
  detail: (s: Site) => string;
  status?: (s: Site) => SiteStatus;
  itemTestId?: string;
}) {
  return (
    <ul className="divide-y divide-border rounded-lg border border-border" aria-label={label}>
      {sites.map((s) => {
        const st = status(s);
        return (
          <li
            key={s.id}
            data-testid={itemTestId}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium break-words sm:truncate">{s.name}</p>
              <p className="truncate text-xs text-muted-foreground">{detail(s)}</p>
            </div>
            <SiteStatusBadge status={st} />
            {st === 'live' && (
              <a
                href={s.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                Visit<span className="sr-only"> {s.name} (opens in a new tab)</span>
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
