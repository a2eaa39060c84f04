import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/user/change-password {currentPassword, newPassword}; the server signs out other sessions. */
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  apiClient.post<{ success: boolean; message?: string }>('/user/change-password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
