import { adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** GET /api/admin/usage: provider calls, failures and spend per team and provider. */
export const getAdminUsage = async (signal?: AbortSignal) => (await callApi(adminApi.usage, { signal })).data;
