import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/auth/delete-account {password}: deletes the user and everything they own. */
export const deleteAccount = (password: string) =>
  apiClient.post<{ success: boolean; message?: string }>('/auth/delete-account', { password });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
