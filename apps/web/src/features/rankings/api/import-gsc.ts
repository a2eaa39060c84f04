import { type EndpointResponse, rankingsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import { invalidateRankingsQueries } from './keys';

export type GscImportResult = EndpointResponse<typeof rankingsApi.importGsc>['data'];

/** POST /api/rankings/import/gsc?websiteId with the CSV text as the body (Content-Type text/csv). */
export const importGsc = async ({ websiteId, csv }: { websiteId: string; csv: string }) =>
  (
    await callApi(rankingsApi.importGsc, {
      query: { websiteId },
      body: csv,
      headers: { 'Content-Type': 'text/csv' },
      client: longApiClient,
    })
  ).data;

export const useImportGsc = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: importGsc, onSuccess: () => void invalidateRankingsQueries(qc) });
};
