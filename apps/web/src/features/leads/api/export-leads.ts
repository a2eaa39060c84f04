import { LEADS_EXPORT_PATH, type LeadFilters } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** The export's query string: the inbox filters that are set. */
export function exportQuery(filters: LeadFilters): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters))
    if (typeof v === 'string' && v.trim()) params.set(k, v.trim());
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** GET /api/leads/export.csv with the Bearer token, saved through a blob link; the file name. */
export const downloadLeadsCsv = (filters: LeadFilters): Promise<string> =>
  downloadFile(
    `${LEADS_EXPORT_PATH}${exportQuery(filters)}`,
    `leads-${new Date().toISOString().slice(0, 10)}.csv`,
  );

export const useDownloadLeadsCsv = () => useMutation({ mutationFn: downloadLeadsCsv });
