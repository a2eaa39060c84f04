import { API_PREFIX } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /api/sites/:id/export with the Bearer token, saved as a zip through a blob link. */
export function downloadSiteZip(id: string, slug: string, versionId?: string): Promise<string> {
  const qs = versionId ? `?versionId=${encodeURIComponent(versionId)}` : '';
  return downloadFile(`${API_PREFIX}/sites/${encodeURIComponent(id)}/export${qs}`, `${slug || 'site'}.zip`);
}

export const useDownloadSiteZip = () =>
  useMutation({
    mutationFn: ({ id, slug, versionId }: { id: string; slug: string; versionId?: string }) =>
      downloadSiteZip(id, slug, versionId),
  });
