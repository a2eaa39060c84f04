import { type AdminJobType, adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** POST /api/admin/jobs/:type/:id/cancel: a queued or running deploy job or crawl cancelled. */
export const cancelAdminJob = async (type: AdminJobType, id: string) =>
  (await callApi(adminApi.cancelJob, { params: { type, id }, body: {} })).data;
