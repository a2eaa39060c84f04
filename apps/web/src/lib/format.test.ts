import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCompact,
  formatCount,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatPercent,
  formatRate,
  formatScore,
  formatShare,
  formatUsd,
  formatUsdCents,
  plural,
  shortDate,
} from './format';

describe('shared formats', () => {
  it('formats money', () => {
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(45)).toBe('$45');
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(99.5)).toBe('$99.50');
    expect(formatMoney(150.4)).toBe('$150');
    expect(formatMoney(1234.4)).toBe('$1,234');
    expect(formatMoney(Number.NaN)).toBe('–');
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsdCents(1234.56)).toBe('$1,234.56');
    expect(formatUsdCents(40)).toBe('$40.00');
    expect(formatUsd(null)).toBe('–');
  });

  it('formats counts, rates and percentages', () => {
    expect(formatCount(12345.4)).toBe('12,345');
    expect(formatCount(undefined)).toBe('–');
    expect(formatCompact(1234)).toBe('1.2K');
    expect(formatScore(71.6)).toBe('72');
    expect(formatRate(0.025)).toBe('2.5%');
    expect(formatRate(0.25)).toBe('25%');
    expect(formatRate(null)).toBe('–');
    expect(formatShare(0.256)).toBe('26%');
    expect(formatPercent(12.34)).toBe('12.3%');
    expect(plural(1, 'visitor')).toBe('1 visitor');
    expect(plural(1200, 'visitor')).toBe('1,200 visitors');
  });

  it('formats durations, sizes and times', () => {
    expect(formatDuration(840)).toBe('840 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(formatDateTime(null)).toBe('Never');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(shortDate('2026-11-03')).toBe('Nov 3');
    expect(shortDate('2026-11-03T10:00:00.000Z')).toBe('Nov 3');
    expect(shortDate('soon')).toBe('soon');
  });
});
