import { adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** GET /api/admin/mail: the mail outbox, newest first, paged. */
export const getAdminMail = async (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
  (await callApi(adminApi.mail, { query, signal })).data;
