import { adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** GET /api/admin/system: the engines module's system health. */
export const getAdminSystem = async (signal?: AbortSignal) =>
  (await callApi(adminApi.system, { signal })).data;
