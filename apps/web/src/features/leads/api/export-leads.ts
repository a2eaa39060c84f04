import { LEADS_EXPORT_PATH, type LeadFilters } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { normalizeApiError } from '@/lib/api-error';
import { tokenStore } from '@/lib/token-store';

/** The export's query string: the inbox filters that are set. */
export function exportQuery(filters: LeadFilters): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters))
    if (typeof v === 'string' && v.trim()) params.set(k, v.trim());
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** GET /api/leads/export.csv with the Bearer token, saved through a blob link; the file name. */
export async function downloadLeadsCsv(filters: LeadFilters): Promise<string> {
  const token = tokenStore.getAccessToken();
  const res = await fetch(`${LEADS_EXPORT_PATH}${exportQuery(filters)}`, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await res.json().catch(() => undefined) : undefined;
    throw normalizeApiError(res.status, body);
  }
  const blob = await res.blob();
  const name = `leads-${new Date().toISOString().slice(0, 10)}.csv`;
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

export const useDownloadLeadsCsv = () => useMutation({ mutationFn: downloadLeadsCsv });
