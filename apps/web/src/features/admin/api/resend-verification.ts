import { adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** POST /api/admin/users/:id/resend-verification: the auth module's verification mail again. */
export const resendUserVerification = async (id: string) =>
  (await callApi(adminApi.resendVerification, { params: { id }, body: {} })).message;
