import type { Site } from '@sdp/shared';
import { Alert } from '@/components/ui/alert';
import { siteWhere } from '../lib/format';
import { SiteLinkList } from './site-link-list';

/** The answer of generate-and-deploy: the deployed sites, live, with their links. */
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
      <SiteLinkList
        label="Deployed sites"
        sites={sites}
        detail={(s) => `${s.vertical} · ${siteWhere(s)}`}
        // Sites returned from deploy calls get status live (the call answers once they are).
        status={() => 'live'}
      />
    </div>
  );
}
