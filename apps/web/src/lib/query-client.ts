import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './data-helper';

// docs/product/web.md#query-freshness: queries never go stale, never retry, never refetch on focus; mutations
// never retry.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
