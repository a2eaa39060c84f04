import type { Site, SiteVersion, TemplateId } from '@sdp/shared';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { WorkRefusedAlert } from '@/components/ui/work-refused-alert';
import { formatBytes, formatDateTime, formatDuration } from '@/lib/format';
import { useRegenerateSite } from '../api/regenerate-site';
import { writerLabel } from '../lib/writer';
import { BusinessDetailsCard } from './business-details-card';
import { PagePreview } from './page-preview';
import { PagesPanel } from './pages-panel';
import { SimilarityNote } from './similarity-note';
import { SiteStatusBadge } from './site-status-badge';
import { TEMPLATES, TemplatePicker } from './template-picker';
import { VersionsTable } from './versions-table';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-background/40 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 truncate font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * Stage 2 after a build: the version's figures, its similarity, pages and preview, the page editor,
 * 'Regenerate' and the versions.
 */
export function SiteBuildResult({
  site,
  version,
  actions,
  onRegenerated,
}: {
  site: Site;
  version: SiteVersion;
  /** 'Continue to deploy' and the like, from the screen that composes this. */
  actions?: ReactNode;
  onRegenerated?: (template: TemplateId) => void;
}) {
  const [template, setTemplate] = useState<TemplateId>(version.template);
  const regenerate = useRegenerateSite(site.id);

  return (
    <div className="space-y-6" data-testid="site-build-result" data-site-id={site.id}>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <CardTitle className="break-words">{site.name}</CardTitle>
            <p className="mt-1 text-sm text-muted-foreground">
              Version {version.number} · {TEMPLATES[version.template].name} template ·{' '}
              {writerLabel(version.writer)} · built {formatDateTime(version.createdAt)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <SiteStatusBadge status={site.status} />
            {actions}
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Fact label="Version">{version.number}</Fact>
            <Fact label="Pages">{version.pageCount}</Fact>
            <Fact label="Build time">{formatDuration(version.buildMs)}</Fact>
            <Fact label="Size">{formatBytes(version.bytes)}</Fact>
          </dl>
          <SimilarityNote similarity={version.similarity} />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="pt-6">
          <PagePreview key={version.id} site={site} version={version} />
        </CardContent>
      </Card>

      <BusinessDetailsCard key={site.id} site={site} template={version.template} onRebuilt={onRegenerated} />
      <PagesPanel site={site} />

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Regenerate</CardTitle>
          <p className="text-sm text-muted-foreground">
            Builds a new version with fresh wording, in this or another template. Earlier versions stay
            available for rollback.
          </p>
        </CardHeader>
        <CardContent className="space-y-4">
          <TemplatePicker
            value={template}
            onChange={setTemplate}
            name="regenerate-template"
            legend="Template for the new version"
            disabled={regenerate.isPending}
          />
          {regenerate.isError && (
            <WorkRefusedAlert title="Could not regenerate the site" error={regenerate.error} />
          )}
          <div className="flex flex-wrap items-center gap-4">
            <Button
              variant="outline"
              disabled={regenerate.isPending}
              onClick={() => regenerate.mutate({ template }, { onSuccess: () => onRegenerated?.(template) })}
            >
              <RefreshCw aria-hidden="true" />
              Regenerate
            </Button>
            {regenerate.isPending && <Spinner size="sm" text="Generating…" className="flex-row" />}
          </div>
        </CardContent>
      </Card>

      <VersionsTable site={site} />
    </div>
  );
}
