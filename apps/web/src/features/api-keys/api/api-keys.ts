import { type ApiKey, apiKeysApi, type CreateApiKeyRequest, type CreatedApiKey } from '@sdp/shared';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

export type { ApiKey, CreateApiKeyRequest, CreatedApiKey } from '@sdp/shared';

/** Query keys of the caller's API keys (docs/api-keys.md). */
export const apiKeyKeys = { all: ['api-keys'] as const, list: () => ['api-keys', 'list'] as const };

/** After a key was made or deleted. */
export const invalidateApiKeys = (qc: QueryClient) => qc.invalidateQueries({ queryKey: apiKeyKeys.all });

/** GET /api/user/api-keys: the caller's keys in every team, newest first; never a secret. */
export const getApiKeys = async (signal?: AbortSignal): Promise<ApiKey[]> =>
  (await callApi(apiKeysApi.list, { signal })).data;

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeyKeys.list(), queryFn: ({ signal }) => getApiKeys(signal) });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

/** POST /api/user/api-keys: a key for the team the caller acts for; its secret is in this answer only. */
export const createApiKey = async (body: CreateApiKeyRequest): Promise<CreatedApiKey> =>
  (await callApi(apiKeysApi.create, { body })).data;

export const useCreateApiKey = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => invalidateApiKeys(qc) });
};

/** DELETE /api/user/api-keys/:id: the key stops working at once. */
export const deleteApiKey = (id: string) => callApi(apiKeysApi.remove, { params: { id } });

export const useDeleteApiKey = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteApiKey, onSuccess: () => invalidateApiKeys(qc) });
};
