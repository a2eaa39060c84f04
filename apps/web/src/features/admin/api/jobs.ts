import { type AdminJobType, adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

export type AdminJobStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

/** GET /api/admin/jobs: deploy jobs, crawls and engine runs of every team, newest first. */
export const getAdminJobs = async (
  query: { type?: AdminJobType; status?: AdminJobStatus; limit?: number },
  signal?: AbortSignal,
) => (await callApi(adminApi.jobs, { query, signal })).data.items;
