import { type ImplementationProgress, seoOpportunityEndpoints } from '@sdp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { seoOpportunityKeys } from './keys';

/** While an implementation runs, progress is read again this often (pushes also refresh it). */
export const PROGRESS_POLL_MS = 2000;

/** GET /api/opportunities/:id */
export const getSeoOpportunity = async (id: string, signal?: AbortSignal) =>
  (await callApi(seoOpportunityEndpoints.get, { params: { id }, signal })).data;

export const useSeoOpportunity = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: seoOpportunityKeys.detail(id),
      queryFn: ({ signal }) => getSeoOpportunity(id, signal),
    }),
  );

/** GET /api/opportunities/:id/implementation-progress */
export const getImplementationProgress = async (id: string, signal?: AbortSignal) =>
  (await callApi(seoOpportunityEndpoints.progress, { params: { id }, signal })).data;

/** Runs while the implementation's status is running (the fallback to the pushes). */
export const isRunning = (p: ImplementationProgress | undefined) => p?.status === 'running';

export const useImplementationProgress = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: seoOpportunityKeys.progress(id),
      queryFn: ({ signal }) => getImplementationProgress(id, signal),
      refetchInterval: (query) => (isRunning(query.state.data) ? PROGRESS_POLL_MS : false),
    }),
  );

/** GET /api/opportunities/:id/analytics: before and after the implementation. */
export const getOpportunityAnalytics = async (id: string, signal?: AbortSignal) =>
  (await callApi(seoOpportunityEndpoints.analytics, { params: { id }, signal })).data;

export const useOpportunityAnalytics = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: seoOpportunityKeys.analytics(id),
      queryFn: ({ signal }) => getOpportunityAnalytics(id, signal),
    }),
  );
