import { adminApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** POST /api/admin/users/:id/role: free or admin (the user's sessions end). */
export const setUserRole = async (id: string, role: 'free' | 'admin') =>
  (await callApi(adminApi.setRole, { params: { id }, body: { role } })).data;
