import { describe, expect, it } from 'vitest';
import { ledgerEntries, plannedCharges, type RentalPeriod, splitOf, toInvoice } from './revenue-ledger';

// The revenue definition (docs/product/rules.md#revenue-metrics), worked examples.

const rental = (p: Partial<RentalPeriod>): RentalPeriod => ({
  id: 'r1',
  siteId: 's1',
  monthlyRent: 1200,
  startedAt: new Date('2026-11-01T09:30:00Z'),
  endedAt: null,
  ...p,
});

describe('rent charges', () => {
  it('a rental from the 1st books the whole month’s rent on the 1st, on day one', () => {
    expect(plannedCharges(rental({}), new Date('2026-11-01T10:00:00Z'))).toEqual([
      {
        rentalId: 'r1',
        siteId: 's1',
        month: '2026-11-01',
        periodStart: '2026-11-01',
        periodEnd: '2026-12-01',
        amount: 1200,
      },
    ]);
  });

  it('a rental from mid-month books the days left of that month on its start day, then whole months on the 1st', () => {
    // Oct 15 → Oct 31: 17 of 31 days x 1200 = 658.06; November in full; December on Dec 1.
    const r = rental({ startedAt: new Date('2026-10-15T16:00:00Z') });
    expect(plannedCharges(r, new Date('2026-12-01T00:00:00Z')).map((c) => [c.periodStart, c.amount])).toEqual(
      [
        ['2026-10-15', 658.06],
        ['2026-11-01', 1200],
        ['2026-12-01', 1200],
      ],
    );
    // Before December starts, nothing of December is booked.
    expect(plannedCharges(r, new Date('2026-11-30T23:59:59Z'))).toHaveLength(2);
  });

  it('an ended rental books the days it ran (end day not counted); ended the day it started books nothing', () => {
    // Nov 1 → Nov 11 (ended on the 11th): 10 of 30 days = 400.
    const r = rental({ endedAt: new Date('2026-11-11T08:00:00Z') });
    expect(plannedCharges(r, new Date('2026-12-20T00:00:00Z'))).toEqual([
      expect.objectContaining({ periodStart: '2026-11-01', periodEnd: '2026-11-11', amount: 400 }),
    ]);
    const sameDay = rental({ endedAt: new Date('2026-11-01T18:00:00Z') });
    expect(plannedCharges(sameDay, new Date('2026-11-02T00:00:00Z'))).toEqual([]);
    // A rental ending on the 1st books nothing for that month: Oct 20 → Nov 1 = 12 of 31 October days.
    const overMonth = rental({
      startedAt: new Date('2026-10-20T00:00:00Z'),
      endedAt: new Date('2026-11-01T00:00:00Z'),
    });
    expect(plannedCharges(overMonth, new Date('2026-11-05T00:00:00Z')).map((c) => c.amount)).toEqual([
      464.52,
    ]);
  });

  it('February has 28 days; a leap February 29', () => {
    const feb = rental({ startedAt: new Date('2027-02-15T00:00:00Z'), monthlyRent: 280 });
    expect(plannedCharges(feb, new Date('2027-02-20T00:00:00Z'))[0]!.amount).toBe(140); // 14 of 28
    const leap = rental({ startedAt: new Date('2028-02-15T00:00:00Z'), monthlyRent: 290 });
    expect(plannedCharges(leap, new Date('2028-02-20T00:00:00Z'))[0]!.amount).toBe(150); // 15 of 29
  });

  it('nothing before the rental starts', () => {
    expect(plannedCharges(rental({}), new Date('2026-10-31T00:00:00Z'))).toEqual([]);
  });
});

describe('ledger entries and splits', () => {
  const charges = [
    { siteId: 's1', periodStart: '2026-10-15', amount: 658.06, invoicedAt: new Date('2026-10-16T00:00:00Z') },
    { siteId: 's1', periodStart: '2026-11-01', amount: 1200, invoicedAt: null },
  ];
  const leads = [
    { siteId: 's1', day: '2026-11-03', formValue: 50, callValue: 0, leads: 2 },
    { siteId: 's1', day: '2026-11-04', formValue: 25, callValue: 40, leads: 2 },
    { siteId: 's2', day: '2026-10-30', formValue: 10, callValue: 0, leads: 1 },
  ];
  const entries = ledgerEntries(charges, leads);

  it('splits rent, form-lead income and call income by the day they are booked or arrived', () => {
    expect(splitOf(entries, '2026-11-01', '2026-11-30')).toEqual({
      rent: 1200,
      leadIncome: 75,
      callIncome: 40,
      total: 1315,
    });
    expect(splitOf(entries)).toEqual({ rent: 1858.06, leadIncome: 85, callIncome: 40, total: 1983.06 });
    expect(splitOf(entries, '2026-11-02', '2026-11-02')).toEqual({
      rent: 0,
      leadIncome: 0,
      callIncome: 0,
      total: 0,
    });
    expect(entries.find((e) => e.day === '2026-11-04')).toEqual({
      siteId: 's1',
      day: '2026-11-04',
      rent: 0,
      leadIncome: 25,
      callIncome: 40,
      leads: 2,
    });
  });

  it('to invoice = booked charges not invoiced yet', () => {
    expect(toInvoice(charges, '2026-11-20')).toBe(1200);
    expect(toInvoice(charges, '2026-10-31')).toBe(0);
  });
});
