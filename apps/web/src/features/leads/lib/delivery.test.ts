import type { LeadDelivery } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { deliveryLabel, describeDelivery, describeUtm, leadContact, leadPage, leadPhone } from './delivery';

const d = (over: Partial<LeadDelivery>): LeadDelivery => ({
  id: 'd',
  channel: 'email',
  status: 'pending',
  attempts: 0,
  maxAttempts: 6,
  lastError: null,
  responseStatus: null,
  nextAttemptAt: null,
  deliveredAt: null,
  ...over,
});

describe('delivery wording', () => {
  it('never calls a mail in the outbox delivered or sent', () => {
    const queued = d({ status: 'queued', attempts: 1, deliveredAt: '2026-11-20T10:00:00Z' });
    expect(deliveryLabel(queued)).toBe('E-mail queued in outbox');
    expect(describeDelivery(queued)).toBe(
      'E-mail queued in the outbox: no mail server is configured, so it was not sent.',
    );
    expect(describeDelivery(queued)).not.toMatch(/delivered|sent:/);
  });

  it('says sent with what accepted it', () => {
    expect(deliveryLabel(d({ status: 'sent', attempts: 1 }))).toBe('E-mail sent');
    expect(describeDelivery(d({ status: 'sent', attempts: 1 }))).toBe(
      'E-mail sent: the mail server accepted it.',
    );
    expect(
      describeDelivery(d({ channel: 'webhook', status: 'sent', attempts: 3, responseStatus: 204 })),
    ).toBe("Webhook sent: the renter's server answered HTTP 204 (3 attempts).");
  });

  it('gives the reason, the attempt and the next attempt of a retry, and the reason of a failure', () => {
    const retrying = d({
      channel: 'webhook',
      status: 'retrying',
      attempts: 2,
      lastError: 'webhook answered HTTP 503',
      nextAttemptAt: '2026-11-20T10:12:00Z',
    });
    expect(deliveryLabel(retrying)).toBe('Webhook retrying (attempt 2 of 6 failed)');
    expect(describeDelivery(retrying)).toMatch(
      /^Webhook retrying: attempt 2 of 6 failed \(webhook answered HTTP 503\); next attempt Nov 20, /,
    );
    const failed = d({
      status: 'failed',
      attempts: 6,
      lastError: 'mail server: 550 5.1.1 mailbox unavailable',
    });
    expect(deliveryLabel(failed)).toBe('E-mail failed');
    expect(describeDelivery(failed)).toBe(
      'E-mail failed after 6 attempts: mail server: 550 5.1.1 mailbox unavailable.',
    );
    expect(deliveryLabel(d({}))).toBe('E-mail waiting');
  });

  it('joins the contact fields and the UTM fields', () => {
    expect(leadContact({ email: 'a@b.test', phone: '555' })).toBe('a@b.test · 555');
    expect(leadContact({ email: null, phone: null })).toBe('–');
    expect(leadContact({ email: null, phone: '+15125550188' })).toBe('(512) 555-0188');
    expect(leadPhone({ phone: 'ext. 12' })).toBe('ext. 12');
    expect(leadPage({ kind: 'call', page: '+15125550110' })).toBe('Call to (512) 555-0110');
    expect(leadPage({ kind: 'form', page: '/contact/' })).toBe('/contact/');
    expect(describeUtm({ utm_source: 'google', utm_campaign: 'spring' })).toBe(
      'source=google, campaign=spring',
    );
    expect(describeUtm(null)).toBe('–');
  });
});
