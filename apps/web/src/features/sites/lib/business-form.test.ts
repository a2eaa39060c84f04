import { describe, expect, it } from 'vitest';
import { fromBusiness, toBusiness, validateBusiness } from './business-form';

describe('business form state', () => {
  it('round-trips stored facts (photos stay out of the form)', () => {
    const stored = {
      name: 'Acme',
      phone: '3075550142',
      hours: [
        { day: 'mon' as const, opens: '08:00', closes: '12:00' },
        { day: 'mon' as const, opens: '13:00', closes: '17:00' },
        { day: 'sat' as const, opens: '09:00', closes: '12:00' },
      ],
      licenseNumber: 'L-1',
      insured: true,
      foundedYear: 2009,
      reviews: [
        {
          author: 'A',
          text: 'Good',
          rating: 4,
          source: 'Yelp',
          date: '2024-01-02',
          url: 'https://x.example/r',
        },
      ],
      photos: [{ id: 'p1', alt: 'x', width: 1, height: 1 }],
    };
    const { photos: _photos, ...facts } = stored;
    expect(toBusiness(fromBusiness(stored)).business).toEqual(facts);
    expect(toBusiness(fromBusiness({})).business).toEqual({});
  });

  it('drops weekly hours when open 24/7 and maps messages back to the day and range', () => {
    const s = fromBusiness({ name: 'Acme' });
    s.hours.wed = [{ opens: '09:00', closes: '08:00' }];
    expect(validateBusiness(s, { nameRequired: true })).toEqual({
      'hours.wed.0.closes': 'Must be later than the opening time',
    });
    expect(validateBusiness({ ...s, open24h: true }, { nameRequired: true })).toEqual({});
    expect(toBusiness({ ...s, open24h: true }).business).toEqual({ name: 'Acme', open24h: true });
  });

  it('asks for the name only where it is required, and words the year check', () => {
    const s = fromBusiness({});
    expect(validateBusiness(s, { nameRequired: false })).toEqual({});
    expect(validateBusiness(s, { nameRequired: true })).toEqual({ name: 'Enter the business name' });
    expect(validateBusiness({ ...s, foundedYear: '20x9' }, { nameRequired: false })).toEqual({
      foundedYear: 'Enter a year like 2009, not in the future',
    });
  });
});
