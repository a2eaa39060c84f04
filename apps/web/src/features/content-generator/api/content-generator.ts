import {
  type ContentDraft,
  contentGeneratorApi,
  type GenerateDraftInput,
  type SaveDraftInput,
  type UpdateDraftInput,
} from '@sdp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateSiteQueries } from '@/features/sites';
import { longApiClient } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';

/** Query keys of the content generator (the owner of drafts). */
export const contentGeneratorKeys = {
  all: ['content-generator'] as const,
  drafts: ['content-generator', 'drafts'] as const,
  draft: (id: string) => ['content-generator', 'drafts', id] as const,
};

/** GET /api/content-generator/drafts: the team's drafts, last edited first. */
export const useDrafts = () =>
  useQuery({
    queryKey: contentGeneratorKeys.drafts,
    queryFn: async ({ signal }) => (await callApi(contentGeneratorApi.list, { signal })).data,
  });

/** GET /api/content-generator/drafts/:id */
export const useDraft = (id: string | null) =>
  useQuery({
    queryKey: contentGeneratorKeys.draft(id ?? ''),
    queryFn: async ({ signal }) =>
      (await callApi(contentGeneratorApi.get, { params: { id: id! }, signal })).data,
    enabled: !!id,
  });

/** POST /api/content-generator/drafts: writes (an LLM may take a while) and scores a page. */
export const useGenerateDraft = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: GenerateDraftInput) =>
      (await callApi(contentGeneratorApi.generate, { body, client: longApiClient })).data,
    onSuccess: (d) => {
      qc.setQueryData(contentGeneratorKeys.draft(d.id), d);
      void qc.invalidateQueries({ queryKey: contentGeneratorKeys.drafts });
    },
  });
};

/** PATCH /api/content-generator/drafts/:id: edits and re-scores. */
export const useUpdateDraft = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateDraftInput }) =>
      (await callApi(contentGeneratorApi.update, { params: { id }, body })).data,
    onSuccess: (d: ContentDraft) => {
      qc.setQueryData(contentGeneratorKeys.draft(d.id), d);
      void qc.invalidateQueries({ queryKey: contentGeneratorKeys.drafts, exact: true });
    },
  });
};

/** DELETE /api/content-generator/drafts/:id */
export const useDeleteDraft = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await callApi(contentGeneratorApi.remove, { params: { id } })).data,
    onSuccess: () => void qc.invalidateQueries({ queryKey: contentGeneratorKeys.drafts }),
  });
};

/** POST /api/content-generator/drafts/:id/save: a build and a deploy. */
export const useSaveDraft = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: SaveDraftInput }) =>
      (await callApi(contentGeneratorApi.save, { params: { id }, body, client: longApiClient })).data,
    onSuccess: (r) => {
      qc.setQueryData(contentGeneratorKeys.draft(r.draft.id), r.draft);
      void qc.invalidateQueries({ queryKey: contentGeneratorKeys.drafts });
      invalidateSiteQueries(qc, r.version.siteId);
    },
  });
};
