import type { SiteEditView } from '@sdp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useRealtimeEvent } from '@/lib/realtime';
import { useSiteEdits } from '../api/get-site-edits';
import { siteKeys } from '../api/keys';
import { QueryErrorNote } from './query-error-note';

/** What each kind of edit is called on the screen. */
export const SITE_EDIT_LABELS: Record<SiteEditView['kind'], string> = {
  'set-title': 'Page title',
  'set-description': 'Meta description',
  'add-internal-links': 'Internal links',
  'add-faq': 'FAQ questions',
  'fill-image-alts': 'Photo alt texts',
  'add-location-page': 'New location page',
  'refresh-content': 'Refreshed content',
  'add-page': 'New page',
};

/** Rows shown before "show all". */
const FIRST = 8;

/**
 * The edits the platform made to the site for its SEO opportunities (docs/sites-api.md#site-edits):
 * kind, page, status and date. Staged ones are in the next version but not live yet.
 */
export function SiteEditsCard({ siteId }: { siteId: string }) {
  const edits = useSiteEdits(siteId);
  const qc = useQueryClient();
  // An opportunity implemented on this site stages, then applies, its edits.
  const refresh = (e: { websiteId?: string | null }) => {
    if (e.websiteId === siteId) void qc.invalidateQueries({ queryKey: siteKeys.edits(siteId) });
  };
  useRealtimeEvent('opportunity:updated', refresh);
  useRealtimeEvent('opportunity:implemented', refresh);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Wand2 className="size-4" aria-hidden="true" />
          Changes made by the platform
        </CardTitle>
      </CardHeader>
      <CardContent>
        {edits.isPending ? (
          <Skeleton className="h-16" />
        ) : edits.isError ? (
          <QueryErrorNote
            title="Could not load the platform's changes"
            error={edits.error}
            onRetry={() => void edits.refetch()}
          />
        ) : edits.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            None yet. Implementing an SEO opportunity on this site lists its changes here.
          </p>
        ) : (
          <EditsTable rows={edits.data} />
        )}
      </CardContent>
    </Card>
  );
}

function EditsTable({ rows }: { rows: SiteEditView[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST);
  return (
    <div className="-mx-2 overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="site-edits-table">
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th className="px-2 py-2 font-medium">Change</th>
            <th className="px-2 py-2 font-medium">Page</th>
            <th className="px-2 py-2 font-medium">Status</th>
            <th className="hidden px-2 py-2 font-medium sm:table-cell">Date</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((e) => (
            <tr key={e.id} className="border-t border-border" data-testid="site-edit-row">
              <td className="px-2 py-2" title={e.summary}>
                {SITE_EDIT_LABELS[e.kind] ?? e.kind}
              </td>
              <td className="max-w-48 truncate px-2 py-2 font-mono text-xs">{e.path || 'whole site'}</td>
              <td className="px-2 py-2">
                {e.status === 'applied' ? (
                  <Badge variant="success">Live</Badge>
                ) : (
                  <Badge variant="warning">Staged</Badge>
                )}
              </td>
              <td className="hidden px-2 py-2 sm:table-cell sm:whitespace-nowrap">
                {formatDateTime(e.appliedAt ?? e.createdAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > FIRST && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${rows.length}`}
        </Button>
      )}
    </div>
  );
}
