import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface ContactMessage {
  name: string;
  email: string;
  subject?: string;
  message: string;
}

/** POST /api/contact (public): stores the message for the operator of this installation. */
export const sendContact = (input: ContactMessage) =>
  apiClient.post<{ success: boolean; message?: string }>('/contact', input, { skipAuthRefresh: true });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
