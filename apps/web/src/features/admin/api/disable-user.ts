import { adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** POST /api/admin/users/:id/disable: sign-in refused and every session ended. */
export const disableUser = async (id: string) =>
  (await callApi(adminApi.disable, { params: { id }, body: {} })).data;
