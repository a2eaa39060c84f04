import { describe, expect, it } from 'vitest';
import { describeDelivery, leadContact } from './delivery';

const d = { id: 'd', lastError: null, deliveredAt: null };

describe('delivery wording', () => {
  it('names channel, status and attempts', () => {
    expect(describeDelivery({ ...d, channel: 'email', status: 'delivered', attempts: 1 })).toBe(
      'E-mail delivered (1 attempt)',
    );
    expect(describeDelivery({ ...d, channel: 'webhook', status: 'failed', attempts: 3 })).toBe(
      'Webhook failed (3 attempts)',
    );
  });
  it('joins the contact fields', () => {
    expect(leadContact({ email: 'a@b.test', phone: '555' })).toBe('a@b.test · 555');
    expect(leadContact({ email: null, phone: null })).toBe('–');
  });
});
