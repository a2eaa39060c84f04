import type { gscImportResultSchema } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { longApiClient } from '@/lib/api-client';
import { invalidateRankingsQueries } from './keys';

export type GscImportResult = z.infer<typeof gscImportResultSchema>;

/** POST /api/rankings/import/gsc?websiteId with the CSV text as the body (Content-Type text/csv). */
export const importGsc = async ({ websiteId, csv }: { websiteId: string; csv: string }) =>
  (
    await longApiClient.post<{ data: GscImportResult }>('/rankings/import/gsc', csv, {
      query: { websiteId },
      headers: { 'Content-Type': 'text/csv' },
    })
  ).data;

export const useImportGsc = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: importGsc, onSuccess: () => void invalidateRankingsQueries(qc) });
};
