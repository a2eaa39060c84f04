import { authApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** POST /api/auth/verify-email {token}. */
export const verifyEmail = (token: string) =>
  callApi(authApi.verifyEmail, { body: { token }, skipAuthRefresh: true });
