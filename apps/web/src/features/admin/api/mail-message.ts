import { adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** GET /api/admin/mail/:id: one message with its text. */
export const getAdminMailMessage = async (id: string, signal?: AbortSignal) =>
  (await callApi(adminApi.mailMessage, { params: { id }, signal })).data;
