import { describe, expect, it } from 'vitest';
import { describeKind, formatCost, formatCostPerCall } from './describe-provider';

describe('describe provider', () => {
  it('says what each kind measures and tolerates unknown kinds', () => {
    expect(describeKind('keyword-volume').label).toBe('Keyword volume');
    expect(describeKind('business-counts').label).toBe('Business counts');
    expect(describeKind('weather')).toEqual({ label: 'weather', measures: '' });
    expect(describeKind(null).label).toBe('Other');
  });

  it('shows fractions of a cent and free calls', () => {
    expect(formatCost(0.075)).toBe('$0.075');
    expect(formatCost(0.0015)).toBe('$0.0015');
    expect(formatCost(12.4)).toBe('$12.40');
    expect(formatCost(0)).toBe('$0.00');
    expect(formatCost(Number.NaN)).toBe('–');
    expect(formatCostPerCall(0)).toBe('Free');
    expect(formatCostPerCall(0.075)).toBe('$0.075 per call');
  });
});
