import { contactApi, type EndpointBody } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

export type ContactMessage = EndpointBody<typeof contactApi.send>;

/** POST /api/contact (public): stores the message for the operator of this installation. */
export const sendContact = (input: ContactMessage) =>
  callApi(contactApi.send, { body: input, skipAuthRefresh: true });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
