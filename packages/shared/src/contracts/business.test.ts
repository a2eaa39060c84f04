import { describe, expect, it } from 'vitest';
import { businessInfoSchema, latestToday } from './business';

const issue = (input: unknown) => {
  const r = businessInfoSchema.safeParse({ name: 'Acme Roofing', ...(input as object) });
  if (r.success) return null;
  const i = r.error.issues[0];
  return `${i.path.join('.')}: ${i.message}`;
};

describe('business facts', () => {
  it('accepts a full set of facts', () => {
    expect(
      issue({
        phone: '+1 307-555-0142',
        email: 'office@example.com',
        address: '12 Main St, Casper, WY 82601',
        serviceAreaOnly: false,
        open24h: false,
        hours: [
          { day: 'mon', opens: '08:00', closes: '12:00' },
          { day: 'mon', opens: '13:00', closes: '17:00' },
          { day: 'sat', opens: '09:00', closes: '13:00' },
        ],
        licenseNumber: 'WY-12345',
        insured: true,
        foundedYear: 2009,
        reviews: [
          {
            author: 'Dana P.',
            text: 'Fixed the leak the same day.',
            rating: 5,
            source: 'Google',
            date: '2024-05-31',
            url: 'https://example.com/r/1',
          },
        ],
      }),
    ).toBeNull();
  });

  it('names the bad fact', () => {
    expect(issue({ phone: '555-0142' })).toMatch(/^phone: must be a US phone number/);
    expect(issue({ hours: [{ day: 'mon', opens: '17:00', closes: '08:00' }] })).toBe(
      'hours.0.closes: must be later than the opening time',
    );
    expect(issue({ hours: [{ day: 'mon', opens: '8:00', closes: '17:00' }] })).toMatch(
      /hours.0.opens: must be a time/,
    );
    const three = ['06:00-07:00', '08:00-09:00', '10:00-11:00'].map((r) => {
      const [opens, closes] = r.split('-');
      return { day: 'tue', opens, closes };
    });
    expect(issue({ hours: three })).toMatch(
      /^hours.2: must have at most 2 opening ranges a day \(tue has 3\)/,
    );
    expect(
      issue({
        hours: [
          { day: 'wed', opens: '08:00', closes: '12:00' },
          { day: 'wed', opens: '11:00', closes: '17:00' },
        ],
      }),
    ).toBe('hours.1: must not overlap: wed 08:00-12:00 and 11:00-17:00');
    expect(issue({ foundedYear: Number(latestToday().slice(0, 4)) + 1 })).toBe(
      'foundedYear: must not be in the future',
    );
    expect(issue({ foundedYear: 1700 })).toMatch(/^foundedYear:/);
    const review = { author: 'A', text: 'Good', source: 'Yelp', date: '2024-01-02' };
    expect(issue({ reviews: [{ ...review, date: '2999-01-01' }] })).toBe(
      'reviews.0.date: must not be in the future',
    );
    expect(issue({ reviews: [{ ...review, date: 'yesterday' }] })).toMatch(/^reviews.0.date: must be a date/);
    expect(issue({ reviews: [{ ...review, url: 'javascript:alert(1)' }] })).toMatch(/^reviews.0.url:/);
    expect(issue({ reviews: [{ ...review, rating: 6 }] })).toMatch(/^reviews.0.rating:/);
    expect(issue({ reviews: [{ ...review, author: ' ' }] })).toBe('reviews.0.author: must name the reviewer');
  });

  it('takes this year as a founding year and today as a review date', () => {
    const year = new Date().getUTCFullYear();
    expect(issue({ foundedYear: year })).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    expect(issue({ reviews: [{ author: 'A', text: 'Good', source: 'Yelp', date: today }] })).toBeNull();
  });
});
