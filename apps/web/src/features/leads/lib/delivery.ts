import type { Lead } from '@sdp/shared';

type Delivery = Lead['deliveries'][number];

const CHANNEL: Record<Delivery['channel'], string> = { email: 'E-mail', webhook: 'Webhook' };

/** 'E-mail delivered (1 attempt)', 'Webhook failed (3 attempts)'. */
export function describeDelivery(d: Delivery): string {
  return `${CHANNEL[d.channel]} ${d.status} (${d.attempts} attempt${d.attempts === 1 ? '' : 's'})`;
}

/** The contact line of a lead: e-mail and phone, whichever exist. */
export const leadContact = (l: Pick<Lead, 'email' | 'phone'>) =>
  [l.email, l.phone].filter(Boolean).join(' · ') || '–';
