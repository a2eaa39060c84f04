import { sitesApi } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';
import { type DeployResponse, normalizeDeployResponse } from '../lib/deploy-response';

/** POST /api/sites/:id/deploy: answers a deployment job (`{ job }`) or the site (`{ site }`). */
export const deploySite = async (id: string, versionId?: string): Promise<DeployResponse> =>
  normalizeDeployResponse(
    (
      await callApi(sitesApi.deploy, {
        params: { id },
        body: versionId ? { versionId } : {},
        client: longApiClient,
      })
    ).data,
  );

export const useDeploySite = (id: string) =>
  useMutation({ mutationFn: (versionId?: string) => deploySite(id, versionId) });
