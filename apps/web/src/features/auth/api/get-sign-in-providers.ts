import { authApi, type SignInProviders } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/** GET /api/auth/providers: which sign-in providers the server has configured (public). */
export const getSignInProviders = async (signal?: AbortSignal): Promise<SignInProviders> =>
  (await callApi(authApi.signInProviders, { signal, skipAuthRefresh: true })).data;

/** The server's configuration does not change while it runs: read once. */
export const signInProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getSignInProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSignInProviders = () => useQuery(signInProvidersQueryOptions());
