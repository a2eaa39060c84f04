import { type AdminUserQuery, adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** GET /api/admin/users: users with search, role and status filters, paged. */
export const getAdminUsers = async (query: AdminUserQuery, signal?: AbortSignal) =>
  (await callApi(adminApi.users, { query, signal })).data;
