import { API_PREFIX, billingApi } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { endpointPath } from '@/lib/call-api';
import { downloadFile } from '@/lib/download-file';

/** GET /api/user/invoices/:id/download (a PDF, not JSON) with the Bearer token, saved through a blob link. */
export const downloadInvoice = (id: string, number: string): Promise<string> =>
  downloadFile(`${API_PREFIX}${endpointPath(billingApi.downloadInvoice, { id })}`, `${number}.pdf`);

export const useDownloadInvoice = () =>
  useMutation({
    mutationFn: ({ id, number }: { id: string; number: string }) => downloadInvoice(id, number),
  });
