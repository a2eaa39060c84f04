import { describe, expect, it } from 'vitest';
import { type MarketForm, parseMarketForm, plannedCount } from './market-form';

const form = (patch: Partial<MarketForm> = {}): MarketForm => ({
  limit: '50',
  vertical: '',
  state: '',
  tier: '',
  minPayout: '',
  template: '',
  ...patch,
});

describe('deployment form', () => {
  it('sends only what is set', () => {
    expect(parseMarketForm(form()).value).toEqual({ limit: 50 });
    expect(
      parseMarketForm(
        form({ limit: '3', vertical: 'roofing', state: 'tx', tier: '1', minPayout: '150', template: 'bold' }),
      ).value,
    ).toEqual({ limit: 3, vertical: 'roofing', state: 'TX', tier: 1, minPayout: 150, template: 'bold' });
  });

  it('names each wrong field', () => {
    const { value, errors } = parseMarketForm(form({ limit: '0', state: 'Texas', minPayout: '-1' }));
    expect(value).toBeUndefined();
    expect(errors).toEqual({
      limit: 'Enter a whole number from 1 to 200',
      state: 'Use the two-letter state code, e.g. TX',
      minPayout: 'Enter an amount of 0 or more',
    });
    expect(parseMarketForm(form({ limit: '2.5' })).errors.limit).toBeTruthy();
    expect(parseMarketForm(form({ limit: '201' })).errors.limit).toBeTruthy();
  });

  it('plans the smaller of the limit and the matching markets', () => {
    expect(plannedCount(50, 12)).toBe(12);
    expect(plannedCount(3, 12)).toBe(3);
    expect(plannedCount(3, undefined)).toBeUndefined();
  });
});
