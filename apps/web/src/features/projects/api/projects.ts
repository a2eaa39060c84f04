import { type CreateProject, type Project, projectsApi } from '@sdp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { PlainWsClient } from '@/lib/realtime';
import { invalidateProjectsQueries, projectsKeys } from './keys';

/** While a crawl runs, lists and projects are read again this often (besides pushed events). */
export const ACTIVE_REFRESH_MS = 5_000;

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: projectsKeys.list(),
    queryFn: async ({ signal }) => (await callApi(projectsApi.list, { signal })).data,
    refetchInterval: (q) => (q.state.data?.some((p) => p.activeCrawl) ? ACTIVE_REFRESH_MS : false),
  });
export const useProjects = () => useQuery(projectsQueryOptions());

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectsKeys.project(id),
    queryFn: async ({ signal }) => (await callApi(projectsApi.get, { params: { id }, signal })).data,
  });
export const useProject = (id: string) => useQuery(projectQueryOptions(id));

export const createProject = async (body: CreateProject) =>
  (await callApi(projectsApi.create, { body })).data;

export function useCreateProject() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => void invalidateProjectsQueries(qc) });
}

export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => callApi(projectsApi.remove, { params: { id } }),
    onSuccess: (_r, id) => {
      qc.setQueryData<Project[]>(projectsKeys.list(), (prev) => prev?.filter((p) => p.id !== id));
      void invalidateProjectsQueries(qc);
    },
  });
}

/** Starts a crawl: `start_analysis` over the plain /ws connection when it is up, else the REST call. */
export function useStartCrawl(projectId: string, ws?: PlainWsClient | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const viaWs = ws?.request({ type: 'start_analysis', data: { projectId } });
      if (!viaWs) return (await callApi(projectsApi.startCrawl, { params: { id: projectId } })).data;
      const data = (await viaWs) as { crawlId?: string; error?: string };
      if (typeof data?.error === 'string') throw new Error(data.error);
      return data;
    },
    onSuccess: () => void invalidateProjectsQueries(qc),
  });
}

export function useCancelCrawl() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (crawlId: string) =>
      (await callApi(projectsApi.cancelCrawl, { params: { id: crawlId } })).data,
    onSuccess: () => void invalidateProjectsQueries(qc),
  });
}
