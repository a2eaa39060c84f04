import { type StartAutomationCampaign, superweaponsApi } from '@sdp/shared';
import { callApi } from '@/lib/call-api';

/** A markets campaign of a rule's current matches. */
export async function startCampaign(body: StartAutomationCampaign) {
  return (await callApi(superweaponsApi.startCampaign, { body })).data;
}
