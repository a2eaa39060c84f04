import type { Opportunity } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { opportunityName, toClientOpportunity } from './client-opportunity';

const full: Opportunity = {
  id: 'roofing~16001',
  vertical: 'Roofing',
  verticalSlug: 'roofing',
  location: { city: 'Boise', state: 'ID', county: 'Ada', placeId: '16001' },
  zipCode: '83702',
  population: 235000,
  lat: 43.6,
  lon: -116.2,
  keywords: ['roofer boise'],
  payout: 320,
  monthlySearches: 900,
  estimatedMonthlyRevenue: 4200,
  competition: 31,
  demandScore: 88,
  quantumScore: 91,
  confidence: 0.2,
  tier: 1,
  goldmine: true,
  estimate: true,
};

describe('client mapping', () => {
  it('keeps the fields the server sent', () => {
    const o = toClientOpportunity(full);
    expect(o).toMatchObject({
      zipCode: '83702',
      competition: 31,
      demandScore: 88,
      quantumScore: 91,
      tier: 1,
    });
    expect(opportunityName(o)).toBe('Roofing in Boise, ID');
  });

  it('applies the defaults zipCode 00000, competition 50, demandScore 75, quantumScore 80', () => {
    const o = toClientOpportunity({ id: 'plumbing~1', payout: 100 });
    expect(o).toMatchObject({
      zipCode: '00000',
      competition: 50,
      demandScore: 75,
      quantumScore: 80,
      tier: 3,
      verticalSlug: 'plumbing',
      vertical: 'plumbing',
      location: { city: '', state: '', county: null, placeId: '1' },
      estimate: true,
    });
  });

  it('derives the tier from the payout: >= 300 is 1, >= 150 is 2, else 3', () => {
    const tier = (payout: number) => toClientOpportunity({ ...full, payout, tier: 3 }).tier;
    expect([tier(300), tier(299.99), tier(150), tier(149), tier(0)]).toEqual([1, 2, 2, 3, 3]);
    expect(toClientOpportunity({ id: 'x~y' }).tier).toBe(3);
  });
});
