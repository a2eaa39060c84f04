import type { Prediction, Scenario, TimeRange } from '@sdp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { performanceKeys } from './keys';

export interface PredictionsQuery {
  websiteId?: string | null;
  timeRange: TimeRange;
  scenario: Scenario;
}

/** GET /api/performance/predictions?websiteId&timeRange&scenario (no websiteId: the portfolio). */
export const getPredictions = async (q: PredictionsQuery, signal?: AbortSignal): Promise<Prediction> =>
  (
    await apiClient.get<{ data: Prediction }>('/performance/predictions', {
      query: { websiteId: q.websiteId ?? undefined, timeRange: q.timeRange, scenario: q.scenario },
      signal,
    })
  ).data;

export const predictionsQueryOptions = (q: PredictionsQuery) =>
  queryOptions({
    queryKey: performanceKeys.predictions(q.websiteId, q.timeRange, q.scenario),
    queryFn: ({ signal }) => getPredictions(q, signal),
    placeholderData: keepPreviousData,
  });

export const usePredictions = (q: PredictionsQuery, enabled = true) =>
  useQuery({ ...predictionsQueryOptions(q), enabled });
