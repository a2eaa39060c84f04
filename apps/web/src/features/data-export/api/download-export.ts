import { API_PREFIX } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /api/user/exports/:id/download with the Bearer token, saved through a blob link. */
export async function downloadExport(id: string, fileName: string): Promise<void> {
  await downloadFile(`${API_PREFIX}/user/exports/${encodeURIComponent(id)}/download`, fileName);
}

export const useDownloadExport = () =>
  useMutation({
    mutationFn: ({ id, fileName }: { id: string; fileName: string }) => downloadExport(id, fileName),
  });
