import { type ProviderInfo as ListedProvider, providersApi } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { providerKeys } from './keys';

export type { ProviderKind } from '@sdp/shared';

/**
 * A data provider as GET /api/providers lists it (the key itself is never sent back); the screens
 * read alsoKinds, keyHint and updatedAt as optional.
 */
export type ProviderInfo = Omit<ListedProvider, 'alsoKinds' | 'keyHint' | 'updatedAt'> &
  Partial<Pick<ListedProvider, 'alsoKinds' | 'keyHint' | 'updatedAt'>>;

/** GET /api/providers: every provider with whether the caller's team has a key for it. */
export const getProviders = async (signal?: AbortSignal): Promise<ProviderInfo[]> =>
  (await callApi(providersApi.list, { signal })).data ?? [];

export const providersQueryOptions = () =>
  queryOptions({ queryKey: providerKeys.list(), queryFn: ({ signal }) => getProviders(signal) });

export const useProviders = () => useQuery(providersQueryOptions());
