import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { deploymentKeys } from './keys';

export interface VerticalOption {
  slug: string;
  name: string;
}

/** GET /api/payout-data/verticals: the verticals a deployment can be limited to. */
export const getVerticalOptions = async (signal?: AbortSignal): Promise<VerticalOption[]> =>
  ((await apiClient.get<{ data: VerticalOption[] }>('/payout-data/verticals', { signal })).data ?? []).map(
    ({ slug, name }) => ({ slug, name }),
  );

export const verticalOptionsQueryOptions = () =>
  queryOptions({ queryKey: deploymentKeys.verticals(), queryFn: ({ signal }) => getVerticalOptions(signal) });

export const useVerticalOptions = () => useQuery(verticalOptionsQueryOptions());
