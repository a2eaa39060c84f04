import { adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** POST /api/admin/users/:id/sign-out: every session of the user ended. */
export const signOutUser = async (id: string) =>
  (await callApi(adminApi.signOut, { params: { id }, body: {} })).data;
