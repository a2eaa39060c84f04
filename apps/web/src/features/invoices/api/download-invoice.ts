import { API_PREFIX } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /api/user/invoices/:id/download with the Bearer token, saved as `{number}.pdf`. */
export async function downloadInvoice(id: string, number: string): Promise<void> {
  await downloadFile(`${API_PREFIX}/user/invoices/${encodeURIComponent(id)}/download`, `${number}.pdf`);
}

export const useDownloadInvoice = () =>
  useMutation({
    mutationFn: ({ id, number }: { id: string; number: string }) => downloadInvoice(id, number),
  });
