import { describe, expect, it } from 'vitest';
import { type CampaignForm, endDate, validateCampaignForm } from './validate';

const form = (over: Partial<CampaignForm> = {}): CampaignForm => ({
  name: 'Texas roofers',
  kind: 'markets',
  items: ['roofing~123'],
  startsOn: '2030-05-01',
  perDay: '2',
  budgetUsd: '25',
  ...over,
});

describe('new campaign form validation', () => {
  it('accepts a complete form', () => {
    expect(validateCampaignForm(form(), '2030-05-01')).toEqual({});
  });

  it('names every wrong field', () => {
    const errors = validateCampaignForm(
      form({ name: ' ', items: [], startsOn: '2030-04-30', perDay: '0', budgetUsd: '0' }),
      '2030-05-01',
    );
    expect(errors).toEqual({
      name: 'Give the campaign a name',
      items: 'Pick at least one market',
      startsOn: 'The start cannot be in the past',
      perDay: 'A whole number from 1 to 50',
      budgetUsd: 'A budget above $0',
    });
    expect(validateCampaignForm(form({ kind: 'opportunities', items: [] }), '2030-05-01').items).toMatch(
      /opportunity/,
    );
    expect(validateCampaignForm(form({ perDay: '51' }), '2030-05-01').perDay).toBeDefined();
    expect(validateCampaignForm(form({ perDay: '1.5' }), '2030-05-01').perDay).toBeDefined();
    expect(validateCampaignForm(form({ budgetUsd: 'abc' }), '2030-05-01').budgetUsd).toBeDefined();
    expect(validateCampaignForm(form({ startsOn: '' }), '2030-05-01').startsOn).toBe('Pick a start date');
  });

  it('computes the end date from the count and the pace', () => {
    expect(endDate('2030-05-01', 5, 2)).toBe('2030-05-03');
    expect(endDate('2030-05-30', 3, 1)).toBe('2030-06-01');
    expect(endDate('2030-05-01', 1, 50)).toBe('2030-05-01');
    expect(endDate('', 1, 1)).toBeNull();
  });
});
