import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateRankingsQueries } from './keys';

export interface AddKeywordsResult {
  created: number;
  alreadyTracked: number;
  existingBefore: number;
}

/** POST /api/rankings/keywords { websiteId, keywords, location? } */
export const addKeywords = async (input: { websiteId: string; keywords: string[]; location?: string }) =>
  (await apiClient.post<{ data: AddKeywordsResult }>('/rankings/keywords', input)).data;

export const useAddKeywords = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addKeywords, onSuccess: () => void invalidateRankingsQueries(qc) });
};
