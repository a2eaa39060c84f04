import { describe, expect, it } from 'vitest';
import { checkBudgetForm } from './budget-form';

describe('checkBudgetForm', () => {
  it('accepts dollars within the bounds', () => {
    expect(checkBudgetForm({ budget: ' 750 ', hourlyRate: '42.5' })).toEqual({
      ok: true,
      budget: 750,
      hourlyRate: 42.5,
    });
  });

  it('names each bad field', () => {
    const r = checkBudgetForm({ budget: 'lots', hourlyRate: '0' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.budget).toMatch(/1 to 1,000,000/);
      expect(r.errors.hourlyRate).toMatch(/1 to 1,000/);
    }
    expect(checkBudgetForm({ budget: '', hourlyRate: '50' }).ok).toBe(false);
    expect(checkBudgetForm({ budget: '2000000', hourlyRate: '50' }).ok).toBe(false);
  });
});
