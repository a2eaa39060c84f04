import type { Lead } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { leadToastMessage } from './use-lead-toast';

const event = {
  leadId: 'l1',
  siteId: 's1',
  name: 'Jane',
  vertical: 'Roofing',
  receivedAt: '2026-01-01T00:00:00Z',
};

describe('leadToastMessage', () => {
  it('names the lead and its site', async () => {
    const read = async () => ({ name: 'Jane Doe', siteName: 'Roofing in Boise, ID' }) as Lead;
    expect(await leadToastMessage(event, read)).toBe('Jane Doe · Roofing in Boise, ID');
  });
  it('falls back to the event when the lead cannot be read', async () => {
    const read = async (): Promise<Lead> => {
      throw new Error('404');
    };
    expect(await leadToastMessage(event, read)).toBe('Jane · Roofing');
    expect(await leadToastMessage({ leadId: 'l', siteId: 's', receivedAt: '' }, read)).toBe('Someone');
  });
});
