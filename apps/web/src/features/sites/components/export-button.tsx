import type { Site } from '@sdp/shared';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useDownloadSiteZip } from '../api/export-site';

/** 'Download zip' of the live version (or the latest when nothing is live). */
export function ExportButton({ site }: { site: Site }) {
  const download = useDownloadSiteZip();
  const versionId = site.liveVersionId ?? site.latestVersion?.id;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={download.isPending || !versionId}
      onClick={() =>
        download.mutate(
          { id: site.id, slug: site.slug, versionId: versionId ?? undefined },
          {
            onError: (e) =>
              toast({ type: 'error', title: 'Could not download the zip', message: errorMessage(e) }),
          },
        )
      }
    >
      <Download aria-hidden="true" />
      {download.isPending ? 'Preparing…' : 'Download zip'}
    </Button>
  );
}
