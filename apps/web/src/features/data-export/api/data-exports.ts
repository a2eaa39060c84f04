import { type DataExport, type DataExportFormat, dataExportApi } from '@sdp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { dataExportKeys, invalidateDataExports } from './keys';

/** How often the list is read again while an export is being built. */
export const EXPORT_POLL_MS = 1500;

export const isBuilding = (e: DataExport) => e.status === 'queued' || e.status === 'running';

/** GET /api/user/exports: the caller's recent exports, newest first. */
export const getDataExports = async (): Promise<DataExport[]> => (await callApi(dataExportApi.list)).data;

export const dataExportsQueryOptions = () =>
  queryOptions({
    queryKey: dataExportKeys.list(),
    queryFn: getDataExports,
    // Progress: read again while one is queued or running.
    refetchInterval: (q) => (q.state.data?.some(isBuilding) ? EXPORT_POLL_MS : false),
  });

export const useDataExports = () => useQuery(dataExportsQueryOptions());

/** POST /api/user/export */
export function useStartDataExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (format: DataExportFormat) =>
      (await callApi(dataExportApi.start, { body: { format } })).data,
    onSuccess: () => invalidateDataExports(qc),
  });
}
