import { API_PREFIX } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import type { OpportunityScope } from '../lib/filters';

export type ExportFormat = 'csv' | 'json';

/** POST /api/opportunities/export { websiteId | projectId, format }: the file, saved; its name. */
export const exportSeoOpportunities = ({
  scope,
  format,
}: {
  scope: OpportunityScope;
  format: ExportFormat;
}) =>
  downloadFile(`${API_PREFIX}/opportunities/export`, `seo-opportunities.${format}`, {
    method: 'POST',
    body: {
      ...(scope.websiteId ? { websiteId: scope.websiteId } : { projectId: scope.projectId }),
      format,
    },
  });

export const useExportSeoOpportunities = () => useMutation({ mutationFn: exportSeoOpportunities });
