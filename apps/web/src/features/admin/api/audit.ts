import { adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** GET /api/admin/audit: the admin audit log, newest first, filtered by action. */
export const getAdminAudit = async (
  query: { action?: string; page: number; pageSize: number },
  signal?: AbortSignal,
) => (await callApi(adminApi.audit, { query, signal })).data;
