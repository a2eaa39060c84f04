import type { Site, SiteVersion } from '@sdp/shared';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useVersions } from '../api/get-versions';
import { useRollbackSite } from '../api/rollback-site';
import { QueryErrorNote } from './query-error-note';
import { TEMPLATES } from './template-picker';

/** Every version of the site, the live one marked; an older one can be made live again. */
export function VersionsTable({ site, disabled }: { site: Site; disabled?: boolean }) {
  const versions = useVersions(site.id);
  const rollback = useRollbackSite(site.id);
  const [target, setTarget] = useState<SiteVersion | null>(null);
  const liveId = site.status === 'live' ? site.liveVersionId : null;
  const liveNumber = versions.data?.find((v) => v.id === liveId)?.number ?? 0;
  const verb = (v: SiteVersion) => (v.number < liveNumber ? 'Roll back' : 'Make live');

  const confirm = () => {
    if (!target) return;
    rollback.mutate(target.id, {
      onSuccess: () => {
        toast({ type: 'success', title: `Version ${target.number} is live again` });
        setTarget(null);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4" aria-hidden="true" />
          Versions
        </CardTitle>
      </CardHeader>
      <CardContent>
        {versions.isPending ? (
          <Skeleton className="h-24" />
        ) : versions.isError ? (
          <QueryErrorNote
            title="Could not load the versions"
            error={versions.error}
            onRetry={() => void versions.refetch()}
          />
        ) : versions.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No versions yet.</p>
        ) : (
          <div className="-mx-2 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="versions-table">
              <thead className="text-xs text-muted-foreground">
                <tr>
                  <th className="px-2 py-2 font-medium">Version</th>
                  <th className="px-2 py-2 font-medium">Template</th>
                  <th className="hidden px-2 py-2 font-medium sm:table-cell">Pages</th>
                  <th className="px-2 py-2 font-medium">Created</th>
                  <th className="px-2 py-2 font-medium">
                    <span className="sr-only">State and actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {versions.data.map((v) => {
                  const isLive = v.id === liveId;
                  const canRollBack = !!liveId && !isLive;
                  return (
                    <tr key={v.id} className="border-t border-border" data-testid="version-row">
                      <td className="px-2 py-2 font-semibold tabular-nums">{v.number}</td>
                      <td className="px-2 py-2">{TEMPLATES[v.template]?.name ?? v.template}</td>
                      <td className="hidden px-2 py-2 tabular-nums sm:table-cell">{v.pageCount}</td>
                      <td className="px-2 py-2 sm:whitespace-nowrap">{formatDateTime(v.createdAt)}</td>
                      <td className="px-2 py-2 text-right">
                        {isLive ? (
                          <Badge variant="success">Live</Badge>
                        ) : canRollBack ? (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={disabled || rollback.isPending}
                            onClick={() => setTarget(v)}
                          >
                            {verb(v)}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={!!target}
        onClose={() => setTarget(null)}
        title={
          <>
            {target && verb(target) === 'Roll back' ? 'Roll back to' : 'Make live'} version {target?.number}?
          </>
        }
        description={`Version ${target?.number} becomes the live site at once. The current version stays in the list and can be made live again later.`}
        error={rollback.error}
        pending={rollback.isPending}
        confirmLabel={target ? verb(target) : 'Roll back'}
        pendingLabel="Switching…"
        onConfirm={confirm}
      />
    </Card>
  );
}
