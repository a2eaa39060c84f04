import { describe, expect, it } from 'vitest';
import { fill, peakSentence } from './vars';

describe('seasons and fills in words', () => {
  it('names one or two peak months, and a longer run as a stretch', () => {
    expect(peakSentence([])).toBe('no single month is much busier than the others');
    expect(peakSentence([6])).toBe('July is usually the busiest month');
    expect(peakSentence([5, 6])).toBe('June and July are usually the busiest months');
    expect(peakSentence([2, 3, 4, 5, 6, 7, 8, 9])).toBe(
      'March through October is usually the busiest stretch of the year',
    );
    expect(peakSentence([0, 10, 11])).toBe(
      'November through January is usually the busiest stretch of the year',
    );
    expect(peakSentence([0, 4, 8])).toBe('January, May and September are usually the busiest months');
  });

  it('writes one period when a value ending in one meets a full stop', () => {
    expect(fill('Our hours are {hours}.', { hours: 'Monday, 8 a.m. to 5 p.m.' })).toBe(
      'Our hours are Monday, 8 a.m. to 5 p.m.',
    );
    expect(fill('Open {hours}. Call us.', { hours: 'Monday to Friday' })).toBe(
      'Open Monday to Friday. Call us.',
    );
  });
});
