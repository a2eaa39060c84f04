import type { KeywordIdea } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { keywordFinderKeys } from './keys';

export interface KeywordIdeas {
  items: KeywordIdea[];
  dataNote: string;
}

/** GET /api/keyword-finder/ideas: service × modifiers × place, questions and near-me forms. */
export const getKeywordIdeas = async (
  vertical: string,
  placeId: string,
  signal?: AbortSignal,
): Promise<KeywordIdeas> => {
  const { data } = await apiClient.get<{ data: Partial<KeywordIdeas> }>('/keyword-finder/ideas', {
    query: { vertical, placeId },
    signal,
  });
  return { items: data?.items ?? [], dataNote: data?.dataNote ?? '' };
};

export const keywordIdeasQueryOptions = (vertical: string, placeId: string) =>
  queryOptions({
    queryKey: keywordFinderKeys.ideas(vertical, placeId),
    queryFn: ({ signal }) => getKeywordIdeas(vertical, placeId, signal),
  });

export const useKeywordIdeas = (vertical: string, placeId: string) =>
  useQuery({ ...keywordIdeasQueryOptions(vertical, placeId), enabled: vertical !== '' && placeId !== '' });
