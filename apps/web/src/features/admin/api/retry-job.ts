import { type AdminJobType, adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** POST /api/admin/jobs/:type/:id/retry: a failed job started again through its module. */
export const retryAdminJob = async (type: AdminJobType, id: string) =>
  (await callApi(adminApi.retryJob, { params: { type, id }, body: {} })).data;
