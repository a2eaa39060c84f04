import type { SystemHealth } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { formatFigure, formatMs, formatUptime, healthFigures } from './engine-display';

describe('engine display helpers', () => {
  it('formats durations and uptime', () => {
    expect(formatMs(null)).toBe('–');
    expect(formatMs(850)).toBe('850 ms');
    expect(formatMs(12_340)).toBe('12.3 s');
    expect(formatMs(125_000)).toBe('2 min 5 s');
    expect(formatUptime(59)).toBe('59 s');
    expect(formatUptime(3700)).toBe('1 h 1 min');
    expect(formatUptime(200_000)).toBe('2 d 7 h');
  });

  it('formats figures with their units', () => {
    expect(formatFigure({ label: 'x', value: null })).toBe('n/a');
    expect(formatFigure({ label: 'x', value: 1234 })).toBe('1,234');
    expect(formatFigure({ label: 'x', value: 180, unit: 'USD' })).toBe('$180');
    expect(formatFigure({ label: 'x', value: 64, unit: '/100' })).toBe('64 /100');
    expect(formatFigure({ label: 'x', value: 42, unit: '%' })).toBe('42%');
    expect(formatFigure({ label: 'x', value: 90, unit: 'days' })).toBe('90 days');
  });

  it('names the six health figures with what they measure', () => {
    const h: SystemHealth = {
      overall: 96,
      apiLatency: 42.5,
      dataIngestion: 3.2,
      processingQueue: 2,
      errorRate: 0.5,
      uptime: 3700,
      details: {
        windowS: 300,
        requests: 200,
        p50Ms: 8,
        p95Ms: 42.5,
        serverErrors: 1,
        eventsInWindow: 16,
        queueWaiting: 1,
        queueRunning: 1,
        measuredAt: '2030-01-01T00:00:00.000Z',
      },
    };
    const figures = healthFigures(h);
    expect(figures.map((f) => f.value)).toEqual(['43 ms', '0.5%', '3.2 /min', '2', '1 h 1 min', '96 /100']);
    expect(figures[0]!.hint).toContain('200 API requests in the last 5 min');
    expect(figures[1]!.hint).toContain('1 of 200');
  });
});
