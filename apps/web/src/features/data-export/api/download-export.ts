import { API_PREFIX } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { normalizeApiError } from '@/lib/api-error';
import { tokenStore } from '@/lib/token-store';

/** GET /api/user/exports/:id/download with the Bearer token, saved through a blob link. */
export async function downloadExport(id: string, fileName: string): Promise<void> {
  const token = tokenStore.getAccessToken();
  const res = await fetch(`${API_PREFIX}/user/exports/${encodeURIComponent(id)}/download`, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await res.json().catch(() => undefined) : undefined;
    throw normalizeApiError(res.status, body);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadExport = () =>
  useMutation({
    mutationFn: ({ id, fileName }: { id: string; fileName: string }) => downloadExport(id, fileName),
  });
