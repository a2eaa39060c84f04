import { formatUsPhone, type Lead, type LeadDelivery } from '@sdp/shared';
import { formatShortDateTime } from '@/lib/format';

// How a delivery stands, in words (docs/sites-api.md "Delivery"): a short label for the badge and
// a sentence with the reason, attempts and the next attempt for its title and the lead's detail.

const CHANNEL: Record<LeadDelivery['channel'], string> = { email: 'E-mail', webhook: 'Webhook' };

const time = (iso: string) => formatShortDateTime(iso);

/** 'E-mail sent', 'E-mail queued in outbox', 'Webhook retrying (attempt 2 of 6)', 'Webhook failed'. */
export function deliveryLabel(d: LeadDelivery): string {
  const channel = CHANNEL[d.channel];
  switch (d.status) {
    case 'sent':
      return `${channel} sent`;
    case 'queued':
      return `${channel} queued in outbox`;
    case 'retrying':
      return `${channel} retrying (attempt ${d.attempts} of ${d.maxAttempts} failed)`;
    case 'failed':
      return `${channel} failed`;
    default:
      return d.attempts === 0 ? `${channel} waiting` : `${channel} sending`;
  }
}

/** The whole story of one delivery, with the reason of a failure and the time of the next attempt. */
export function describeDelivery(d: LeadDelivery): string {
  const channel = CHANNEL[d.channel];
  const tries = `${d.attempts} attempt${d.attempts === 1 ? '' : 's'}`;
  switch (d.status) {
    case 'sent':
      return d.channel === 'email'
        ? `${channel} sent: the mail server accepted it${d.attempts > 1 ? ` (${tries})` : ''}.`
        : `${channel} sent: the renter's server answered HTTP ${d.responseStatus ?? '2xx'}${d.attempts > 1 ? ` (${tries})` : ''}.`;
    case 'queued':
      return `${channel} queued in the outbox: no mail server is configured, so it was not sent.`;
    case 'retrying':
      return `${channel} retrying: attempt ${d.attempts} of ${d.maxAttempts} failed (${d.lastError ?? 'no reason given'})${d.nextAttemptAt ? `; next attempt ${time(d.nextAttemptAt)}` : ''}.`;
    case 'failed':
      return `${channel} failed after ${tries}: ${d.lastError ?? 'no reason given'}.`;
    default:
      return d.attempts === 0
        ? `${channel} waiting for its first attempt.`
        : `${channel} being sent (attempt ${d.attempts} of ${d.maxAttempts}).`;
  }
}

export const deliveryVariant: Record<LeadDelivery['status'], 'success' | 'warning' | 'danger' | 'outline'> = {
  sent: 'success',
  queued: 'warning',
  retrying: 'warning',
  failed: 'danger',
  pending: 'outline',
};

/** The contact line of a lead: e-mail and phone, whichever exist. */
export const leadContact = (l: Pick<Lead, 'email' | 'phone'>) =>
  [l.email, leadPhone(l)].filter(Boolean).join(' · ') || '–';

/** The visitor's phone as people write it ("(512) 555-0188"), else as it was sent; null without one. */
export const leadPhone = (l: Pick<Lead, 'phone'>) => (l.phone ? (formatUsPhone(l.phone) ?? l.phone) : null);

/** Where the lead came in: the page of a form, "Call to (512) 555-0110" for a tracked call. */
export const leadPage = (l: Pick<Lead, 'kind' | 'page'>) =>
  l.kind === 'call' ? `Call to ${formatUsPhone(l.page) ?? l.page}` : l.page;

/** 'Form' or 'Call'. */
export const leadSource = (l: Pick<Lead, 'kind'>) => (l.kind === 'call' ? 'Call' : 'Form');

/** 'source=google, campaign=spring' from the UTM fields, '–' without any. */
export function describeUtm(utm: Lead['utm']): string {
  if (!utm) return '–';
  const parts = Object.entries(utm).map(([k, v]) => `${k.replace('utm_', '')}=${v}`);
  return parts.length ? parts.join(', ') : '–';
}
