import type { TemplateId } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { invalidateSiteQueries } from './keys';

/** POST /api/sites/:id/generate: builds a new version (optionally in another template). */
export const regenerateSite = async (id: string, input: { template?: TemplateId; seed?: number }) =>
  (await longApiClient.post<{ data: unknown }>(`/sites/${encodeURIComponent(id)}/generate`, input)).data;

export const useRegenerateSite = (id: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { template?: TemplateId; seed?: number }) => regenerateSite(id, input),
    onSuccess: () => invalidateSiteQueries(qc, id),
  });
};
