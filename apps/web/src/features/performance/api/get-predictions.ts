import { type Prediction, predictionsApi, type Scenario, type TimeRange } from '@sdp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { demoQuery } from '@/features/demo';
import { callApi } from '@/lib/call-api';
import { performanceKeys } from './keys';

/** Which forecast: one site's (websiteId) or the portfolio's, over a time range and scenario. */
export interface PredictionsQuery {
  websiteId?: string | null;
  timeRange: TimeRange;
  scenario: Scenario;
  /** Portfolio only: count the demo sites too. */
  includeDemo?: boolean;
}

/** GET /api/performance/predictions?websiteId&timeRange&scenario (no websiteId: the portfolio). */
export const getPredictions = async (q: PredictionsQuery, signal?: AbortSignal): Promise<Prediction> =>
  (
    await callApi(predictionsApi.get, {
      query: {
        websiteId: q.websiteId ?? undefined,
        timeRange: q.timeRange,
        scenario: q.scenario,
        ...demoQuery(!q.websiteId && q.includeDemo === true),
      },
      signal,
    })
  ).data;

export const predictionsQueryOptions = (q: PredictionsQuery) =>
  queryOptions({
    queryKey: performanceKeys.predictions(q.websiteId, q.timeRange, q.scenario, q.includeDemo),
    queryFn: ({ signal }) => getPredictions(q, signal),
    placeholderData: keepPreviousData,
  });

export const usePredictions = (q: PredictionsQuery, enabled = true) =>
  useQuery({ ...predictionsQueryOptions(q), enabled });
