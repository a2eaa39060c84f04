import { discoveryApi, type KeywordIdeas } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { keywordFinderKeys } from './keys';

/** GET /api/keyword-finder/ideas: service × modifiers × place, questions and near-me forms. */
export const getKeywordIdeas = async (
  vertical: string,
  placeId: string,
  signal?: AbortSignal,
): Promise<KeywordIdeas> => {
  const { data } = await callApi(discoveryApi.keywordIdeas, { query: { vertical, placeId }, signal });
  return { items: data?.items ?? [], dataNote: data?.dataNote ?? '' };
};

export const keywordIdeasQueryOptions = (vertical: string, placeId: string) =>
  queryOptions({
    queryKey: keywordFinderKeys.ideas(vertical, placeId),
    queryFn: ({ signal }) => getKeywordIdeas(vertical, placeId, signal),
  });

export const useKeywordIdeas = (vertical: string, placeId: string) =>
  useQuery({ ...keywordIdeasQueryOptions(vertical, placeId), enabled: vertical !== '' && placeId !== '' });
