import {
  type ImplementationProgress,
  type SeoOpportunity,
  type SeoOpportunityStatus,
  seoOpportunityEndpoints,
} from '@sdp/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { PlainWsClient } from '@/lib/realtime';
import { invalidateSeoOpportunityQueries, seoOpportunityKeys } from './keys';

// Implementation calls (docs/seo-opportunities.md#implementation): each answers the progress.
// The opportunity's status becomes 'implementing' the moment the user starts (or resumes), then
// takes the status the server returns; a failed call puts the previous status back.

type ListData = { items: SeoOpportunity[]; total: number };

/** Writes a status into the cached detail and every cached list row of this opportunity. */
function setCachedStatus(qc: QueryClient, id: string, status: SeoOpportunityStatus) {
  qc.setQueryData<SeoOpportunity>(seoOpportunityKeys.detail(id), (o) => (o ? { ...o, status } : o));
  qc.setQueriesData<ListData>({ queryKey: seoOpportunityKeys.lists() }, (list) =>
    list ? { ...list, items: list.items.map((o) => (o.id === id ? { ...o, status } : o)) } : list,
  );
}

/** The answered progress becomes the cached one, and its opportunity status the cached status. */
function applyProgress(qc: QueryClient, p: ImplementationProgress) {
  qc.setQueryData(seoOpportunityKeys.progress(p.opportunityId), p);
  setCachedStatus(qc, p.opportunityId, p.opportunityStatus);
}

type Action = 'implement' | 'pause' | 'resume' | 'cancel';

const call = (action: Action, id: string) =>
  callApi(seoOpportunityEndpoints[action], { params: { id } }).then((r) => r.data);

/** Implement over the plain /ws connection when it is up (`implement_opportunity`), else over REST. */
async function implementVia(
  ws: PlainWsClient | null | undefined,
  id: string,
): Promise<ImplementationProgress> {
  const viaWs = ws?.request({ type: 'implement_opportunity', opportunityId: id });
  if (!viaWs) return call('implement', id);
  const data = (await viaWs) as ImplementationProgress | { error?: string };
  if ('error' in data && typeof data.error === 'string') throw new Error(data.error);
  return data as ImplementationProgress;
}

/** The status shown while the call is under way (none for pause and cancel: the server decides). */
const OPTIMISTIC: Partial<Record<Action, SeoOpportunityStatus>> = {
  implement: 'implementing',
  resume: 'implementing',
};

/** POST /api/opportunities/:id/{implement,pause,resume,cancel}. */
export function useImplementationAction(id: string, action: Action, ws?: PlainWsClient | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => (action === 'implement' ? implementVia(ws, id) : call(action, id)),
    onMutate: async () => {
      const optimistic = OPTIMISTIC[action];
      if (!optimistic) return { previous: null };
      await qc.cancelQueries({ queryKey: seoOpportunityKeys.detail(id) });
      const previous = qc.getQueryData<SeoOpportunity>(seoOpportunityKeys.detail(id))?.status ?? null;
      setCachedStatus(qc, id, optimistic);
      return { previous };
    },
    onError: (_e, _v, context) => {
      if (context?.previous) setCachedStatus(qc, id, context.previous);
    },
    onSuccess: (p) => applyProgress(qc, p),
    onSettled: () => void invalidateSeoOpportunityQueries(qc),
  });
}

/** POST /api/opportunities/:id/steps/:stepId/complete { note? } */
export function useCompleteStep(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ stepId, note }: { stepId: string; note?: string }) =>
      (
        await callApi(seoOpportunityEndpoints.completeStep, {
          params: { id, stepId },
          body: note ? { note } : {},
        })
      ).data,
    onSuccess: (p) => applyProgress(qc, p),
    onSettled: () => void invalidateSeoOpportunityQueries(qc),
  });
}

/** POST /api/opportunities/:id/steps/:stepId/skip { reason } (the reason is required). */
export function useSkipStep(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ stepId, reason }: { stepId: string; reason: string }) =>
      (await callApi(seoOpportunityEndpoints.skipStep, { params: { id, stepId }, body: { reason } })).data,
    onSuccess: (p) => applyProgress(qc, p),
    onSettled: () => void invalidateSeoOpportunityQueries(qc),
  });
}
