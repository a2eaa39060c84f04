import { describe, expect, it } from 'vitest';
import { focusFilters } from './focus-filters';

const focus = { verticals: ['roofing', 'plumbing'], state: 'TX' };

describe('focusFilters', () => {
  it('opens on the first vertical and the home state when the address names neither', () => {
    expect(focusFilters(new URLSearchParams(''), focus)).toEqual({ vertical: 'roofing', location: 'TX' });
    expect(focusFilters(new URLSearchParams('tier=1'), { verticals: [], state: 'ID' })).toEqual({
      location: 'ID',
    });
    expect(focusFilters(new URLSearchParams(''), { verticals: ['dentist'], state: null })).toEqual({
      vertical: 'dentist',
    });
  });

  it('leaves filters the user chose (or a link carries) alone', () => {
    expect(focusFilters(new URLSearchParams('vertical=hvac'), focus)).toBeNull();
    expect(focusFilters(new URLSearchParams('location=Boise'), focus)).toBeNull();
    expect(focusFilters(new URLSearchParams('vertical='), focus)).toBeNull();
  });

  it('is null without a focus, or with an empty one', () => {
    expect(focusFilters(new URLSearchParams(''), undefined)).toBeNull();
    expect(focusFilters(new URLSearchParams(''), { verticals: [], state: null })).toBeNull();
  });
});
