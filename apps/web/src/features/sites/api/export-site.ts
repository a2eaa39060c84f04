import { API_PREFIX } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { normalizeApiError } from '@/lib/api-error';
import { tokenStore } from '@/lib/token-store';

function fileNameOf(res: Response, fallback: string): string {
  const disposition = res.headers.get('content-disposition') ?? '';
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return m?.[1] ? decodeURIComponent(m[1]) : fallback;
}

/** GET /api/sites/:id/export with the Bearer token, saved as a zip through a blob link. */
export async function downloadSiteZip(id: string, slug: string, versionId?: string): Promise<string> {
  const token = tokenStore.getAccessToken();
  const qs = versionId ? `?versionId=${encodeURIComponent(versionId)}` : '';
  const res = await fetch(`${API_PREFIX}/sites/${encodeURIComponent(id)}/export${qs}`, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await res.json().catch(() => undefined) : undefined;
    throw normalizeApiError(res.status, body);
  }
  const blob = await res.blob();
  const name = fileNameOf(res, `${slug || 'site'}.zip`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export const useDownloadSiteZip = () =>
  useMutation({
    mutationFn: ({ id, slug, versionId }: { id: string; slug: string; versionId?: string }) =>
      downloadSiteZip(id, slug, versionId),
  });
