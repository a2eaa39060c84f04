import { describe, expect, it } from 'vitest';
import { addDays, dayStartIn, localDay, monthOf, periodStarts, zoneOf, zoneOrUtc } from '../src/lib/periods';
import { localPieces } from '../src/modules/analytics/analytics-sql.repository';
import { lastDays, rangeOfDays, resolveRange } from '../src/modules/analytics/range';

// Calendar days in a time zone (lib/periods, docs/time-zones.md): known instants land on the
// expected local day, DST days are 23 and 25 hours, and a range of local days cut into pieces of
// UTC days covers exactly the range (the pieces the quarter-hour rollups are read by).

const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham', 'Europe/London'];
const HOUR = 3_600_000;

describe('local days', () => {
  it('a known instant lands on the expected local day', () => {
    const at = new Date('2026-03-01T05:00:00.000Z');
    expect(localDay(at, 'UTC')).toBe('2026-03-01');
    expect(localDay(at, 'America/Los_Angeles')).toBe('2026-02-28');
    expect(localDay(new Date('2026-03-01T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-03-01');
    expect(localDay(new Date('2026-03-01T18:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-03-02');
    // Chatham is +13:45 in its summer: 10:15 UTC is midnight.
    expect(localDay(new Date('2026-01-10T10:14:59.999Z'), 'Pacific/Chatham')).toBe('2026-01-10');
    expect(localDay(new Date('2026-01-10T10:15:00.000Z'), 'Pacific/Chatham')).toBe('2026-01-11');
  });

  it('day starts and lengths follow DST (23- and 25-hour days)', () => {
    const len = (day: string, zone: string) =>
      (dayStartIn(addDays(day, 1), zone).getTime() - dayStartIn(day, zone).getTime()) / HOUR;
    expect(dayStartIn('2026-02-28', 'America/Los_Angeles').toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(len('2026-03-08', 'America/Los_Angeles')).toBe(23);
    expect(len('2026-11-01', 'America/Los_Angeles')).toBe(25);
    expect(len('2026-03-29', 'Europe/London')).toBe(23);
    expect(len('2026-10-25', 'Europe/London')).toBe(25);
    expect(len('2026-09-27', 'Pacific/Chatham')).toBe(23);
    expect(len('2026-04-05', 'Pacific/Chatham')).toBe(25);
    expect(len('2026-03-08', 'Asia/Kolkata')).toBe(24);
    // A midnight that does not exist (Santiago springs forward at 24:00): the day starts at 01:00.
    expect(localDay(dayStartIn('2026-09-06', 'America/Santiago'), 'America/Santiago')).toBe('2026-09-06');
  });

  it('this month and today are the zone’s', () => {
    const now = new Date('2026-03-01T05:00:00.000Z');
    expect(periodStarts(now, 'America/Los_Angeles')).toMatchObject({
      today: '2026-02-28',
      month: '2026-02-01',
    });
    expect(periodStarts(now, 'America/Los_Angeles').monthStart.toISOString()).toBe(
      '2026-02-01T08:00:00.000Z',
    );
    expect(periodStarts(now)).toMatchObject({ today: '2026-03-01', month: '2026-03-01' });
    expect(periodStarts(now).dayStart.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(monthOf('2028-02-10')).toEqual({ first: '2028-02-01', days: 29 });
  });

  it('an unknown or missing zone is UTC', () => {
    expect(zoneOrUtc('Mars/Olympus')).toBe('UTC');
    expect(zoneOrUtc(undefined)).toBe('UTC');
    expect(zoneOf({ userId: 'u', timezone: 'Asia/Kolkata' })).toBe('Asia/Kolkata');
    expect(zoneOf({ userId: 'u' })).toBe('UTC');
  });
});

describe('ranges of local days', () => {
  it('resolveRange and lastDays give the zone’s days and instants', () => {
    const now = new Date('2026-03-01T05:00:00.000Z');
    const r = lastDays(7, now, 'America/Los_Angeles');
    expect(r.from).toBe('2026-02-22');
    expect(r.to).toBe('2026-02-28');
    expect(r.toTs.toISOString()).toBe('2026-03-01T08:00:00.000Z');
    const q = resolveRange({ from: '2026-03-07', to: '2026-03-08' }, now, 'America/Los_Angeles');
    expect((q.toTs.getTime() - q.fromTs.getTime()) / HOUR).toBe(47);
    expect(resolveRange({ timeRange: '7d' }, now).to).toBe('2026-03-01');
  });

  it.each(ZONES)('pieces of %s cover the range once, each inside one UTC day and one local day', (zone) => {
    for (const from of ['2026-03-01', '2026-03-25', '2026-09-20', '2026-10-20']) {
      const r = rangeOfDays(from, 20, zone);
      const { pieces, raw } = localPieces({ teamId: 't', fromTs: r.fromTs, toTs: r.toTs, zone });
      expect(raw).toEqual([]);
      let covered = 0;
      for (const p of pieces) {
        expect(p.qa).toBeGreaterThanOrEqual(0);
        expect(p.qb).toBeLessThanOrEqual(96);
        expect(p.qb).toBeGreaterThan(p.qa);
        const a = Date.parse(`${p.day}T00:00:00.000Z`) + p.qa * 900_000;
        const b = Date.parse(`${p.day}T00:00:00.000Z`) + p.qb * 900_000;
        expect(localDay(a, zone)).toBe(p.local_day);
        expect(localDay(b - 1, zone)).toBe(p.local_day);
        covered += b - a;
      }
      expect(covered).toBe(r.toTs.getTime() - r.fromTs.getTime());
      expect([...new Set(pieces.map((p) => p.local_day))]).toEqual(r.days);
      if (zone === 'UTC') expect(pieces.every((p) => p.qa === 0 && p.qb === 96)).toBe(true);
    }
  });

  it('a zone off the quarter hours (a historical offset) is read raw for those pieces', () => {
    const r = rangeOfDays('1960-01-01', 2, 'Africa/Monrovia'); // -0:44:30 then
    const { pieces, raw } = localPieces({
      teamId: 't',
      fromTs: r.fromTs,
      toTs: r.toTs,
      zone: 'Africa/Monrovia',
    });
    expect(raw.length).toBeGreaterThan(0);
    const total = [
      ...pieces.map((p) => (p.qb - p.qa) * 900_000),
      ...raw.map((s) => s.toTs.getTime() - s.fromTs.getTime()),
    ];
    expect(total.reduce((a, b) => a + b, 0)).toBe(2 * 24 * HOUR);
  });
});
