import { useMutation } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { type DeployResponse, normalizeDeployResponse } from '../lib/deploy-response';

/** POST /api/sites/:id/deploy: answers a deployment job (`{ job }`) or the site (`{ site }`). */
export const deploySite = async (id: string, versionId?: string): Promise<DeployResponse> => {
  const { data } = await longApiClient.post<{ data: unknown }>(
    `/sites/${encodeURIComponent(id)}/deploy`,
    versionId ? { versionId } : {},
  );
  return normalizeDeployResponse(data);
};

export const useDeploySite = (id: string) =>
  useMutation({ mutationFn: (versionId?: string) => deploySite(id, versionId) });
