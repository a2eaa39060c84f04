import { leadsApi, type MailStatus } from '@sdp/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { leadKeys } from './keys';

/** GET /api/leads/mail-status: whether lead e-mails leave the server (it changes with a restart only). */
export const getMailStatus = async (signal?: AbortSignal): Promise<MailStatus> =>
  (await callApi(leadsApi.mailStatus, { signal })).data;

export const useMailStatus = () =>
  useQuery({
    queryKey: leadKeys.mailStatus(),
    queryFn: ({ signal }) => getMailStatus(signal),
    staleTime: 300_000,
  });
