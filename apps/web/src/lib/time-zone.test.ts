import { describe, expect, it } from 'vitest';
import { rangeDays } from '../features/analytics/lib/date-range';
import { monthToDate } from '../features/portfolio/lib/rankings';
import { todayIn } from './time-zone';

// The browser's own "today" follows the user's zone like the server's (docs/time-zones.md).

describe('todayIn', () => {
  const at = new Date('2026-03-01T05:00:00.000Z');
  it('is the zone’s calendar day', () => {
    expect(todayIn('UTC', at)).toBe('2026-03-01');
    expect(todayIn('America/Los_Angeles', at)).toBe('2026-02-28');
    expect(todayIn('Asia/Kolkata', new Date('2026-03-01T18:30:00.000Z'))).toBe('2026-03-02');
    expect(todayIn('Not/AZone', at)).toBe('2026-03-01');
  });
  it('drives this month and the presets', () => {
    expect(monthToDate(at, 'America/Los_Angeles')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthToDate(at)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(rangeDays({ preset: '7d' }, at, 'America/Los_Angeles')).toEqual({
      from: '2026-02-22',
      to: '2026-02-28',
      days: 7,
    });
  });
});
