import type { DataExport, DataExportFormat, DataExportStatus } from '@sdp/shared';
import { Download, FileArchive } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Segmented } from '@/components/ui/segmented';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/features/settings';
import { errorMessage } from '@/lib/api-error';
import { formatBytes, formatDateTime } from '@/lib/format';
import { isBuilding, useDataExports, useStartDataExport } from '../api/data-exports';
import { useDownloadExport } from '../api/download-export';

// Settings, Data export (docs/data-export.md): choose JSON or CSV, start, watch the progress,
// download when ready (7 days), and the recent exports.

const FORMATS = [
  { value: 'json' as const, label: 'JSON' },
  { value: 'csv' as const, label: 'CSV (zip)' },
];

const STATUS: Record<
  DataExportStatus,
  { label: string; variant: 'default' | 'success' | 'warning' | 'danger' | 'outline' }
> = {
  queued: { label: 'Queued', variant: 'default' },
  running: { label: 'Preparing', variant: 'default' },
  done: { label: 'Ready', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
  expired: { label: 'Expired', variant: 'outline' },
};

function Progress({ item }: { item: DataExport }) {
  return (
    <div className="space-y-1" data-testid="export-progress">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{item.status === 'queued' ? 'Waiting to start…' : 'Preparing your export…'}</span>
        <span>{item.progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={item.progress}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${item.progress}%` }} />
      </div>
    </div>
  );
}

function ExportRow({ item }: { item: DataExport }) {
  const download = useDownloadExport();
  const status = STATUS[item.status];
  return (
    <li className="space-y-2 px-4 py-3" data-testid="export-row">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{item.format === 'json' ? 'JSON' : 'CSV (zip)'}</span>
            <Badge variant={status.variant}>{status.label}</Badge>
          </p>
          <p className="text-xs text-muted-foreground">
            Requested {formatDateTime(item.createdAt)}
            {item.status === 'done' && item.sizeBytes !== null && ` · ${formatBytes(item.sizeBytes)}`}
            {item.status === 'done' &&
              item.expiresAt &&
              ` · available until ${formatDateTime(item.expiresAt)}`}
          </p>
        </div>
        {item.status === 'done' && (
          <Button
            variant="outline"
            size="sm"
            className="self-start sm:self-auto"
            disabled={download.isPending}
            onClick={() => download.mutate({ id: item.id, fileName: item.fileName ?? 'sdp-export' })}
          >
            <Download aria-hidden="true" />
            {download.isPending ? 'Downloading…' : 'Download'}
          </Button>
        )}
      </div>
      {isBuilding(item) && <Progress item={item} />}
      {item.status === 'failed' && item.error && <p className="text-xs text-red-300">{item.error}</p>}
      {download.isError && <Alert variant="error">{errorMessage(download.error)}</Alert>}
    </li>
  );
}

export function DataExportSection() {
  const [format, setFormat] = useState<DataExportFormat>('json');
  const exports = useDataExports();
  const start = useStartDataExport();
  const building = exports.data?.some(isBuilding) ?? false;
  return (
    <SettingsSection
      id="data-export"
      title="Data export"
      description="Download everything you and your team keep here: profile, team, sites, leads, renters, revenue, rankings, analytics and settings. Passwords, keys and secrets are never included. Files are kept for 7 days."
    >
      <div className="space-y-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="space-y-1">
            <p className="text-sm font-medium" aria-hidden="true">
              Format
            </p>
            <Segmented label="Format" value={format} options={FORMATS} onChange={setFormat} />
          </div>
          <Button disabled={building || start.isPending} onClick={() => start.mutate(format)}>
            <FileArchive aria-hidden="true" />
            {start.isPending ? 'Starting…' : 'Start export'}
          </Button>
        </div>
        {building && (
          <p className="text-xs text-muted-foreground">One export at a time: this one is being prepared.</p>
        )}
        {start.isError && <Alert variant="error">{errorMessage(start.error)}</Alert>}
        {exports.isPending ? (
          <div className="space-y-2">
            <span role="status" className="sr-only">
              Loading exports
            </span>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : exports.isError ? (
          <RetryAlert
            message="Could not load your exports"
            error={exports.error}
            onRetry={() => exports.refetch()}
          />
        ) : exports.data.length === 0 ? (
          <EmptyState icon={FileArchive} title="No exports yet">
            Choose a format and start one: it is prepared in the background, and you are told when it is
            ready.
          </EmptyState>
        ) : (
          <div className="space-y-2">
            <h3 className="text-sm font-medium">Recent exports</h3>
            <ul className="divide-y divide-border rounded-lg border border-border" data-testid="export-list">
              {exports.data.map((e) => (
                <ExportRow key={e.id} item={e} />
              ))}
            </ul>
          </div>
        )}
      </div>
    </SettingsSection>
  );
}
