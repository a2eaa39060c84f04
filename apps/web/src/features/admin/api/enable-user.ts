import { adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** POST /api/admin/users/:id/enable. */
export const enableUser = async (id: string) =>
  (await callApi(adminApi.enable, { params: { id }, body: {} })).data;
