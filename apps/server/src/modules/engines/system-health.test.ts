import { describe, expect, it } from 'vitest';
import { computeHealth, createRequestBuffer, overallScore, quantile } from './system-health';

describe('system health math (docs/engines.md#system-health)', () => {
  it('quantile by nearest rank', () => {
    expect(quantile([], 0.95)).toBeNull();
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(xs, 0.5)).toBe(50);
    expect(quantile(xs, 0.95)).toBe(95);
    expect(quantile([7], 0.95)).toBe(7);
  });

  it('overall: 100 minus latency, error and backlog penalties, each capped', () => {
    expect(overallScore(null, 0, 0)).toBe(100);
    expect(overallScore(500, 0, 20)).toBe(100);
    expect(overallScore(1000, 0, 0)).toBe(90); // 500 ms over: 10 points
    expect(overallScore(10_000, 0, 0)).toBe(70); // capped at 30
    expect(overallScore(100, 2.5, 0)).toBe(90); // 4 points per percent
    expect(overallScore(100, 50, 0)).toBe(60); // capped at 40
    expect(overallScore(100, 0, 25)).toBe(95); // 5 items beyond 20
    expect(overallScore(10_000, 50, 1000)).toBe(10);
  });

  it('the ring buffer keeps the newest samples and answers the window', () => {
    const b = createRequestBuffer(3);
    for (let i = 1; i <= 5; i++) b.record({ at: i * 1000, ms: i, status: 200 });
    expect(
      b
        .since(0)
        .map((s) => s.ms)
        .sort(),
    ).toEqual([3, 4, 5]);
    expect(b.since(4500).map((s) => s.ms)).toEqual([5]);
  });

  it('computes every figure from the samples and counts', () => {
    const samples = [
      ...Array.from({ length: 19 }, (_, i) => ({ at: 0, ms: 10 + i, status: 200 })),
      { at: 0, ms: 900, status: 503 },
    ];
    const h = computeHealth({
      samples,
      events: 600,
      waiting: 3,
      running: 2,
      uptimeS: 61.7,
      now: new Date(0),
    });
    expect(h.details).toMatchObject({
      requests: 20,
      serverErrors: 1,
      p50Ms: 19,
      p95Ms: 28,
      queueWaiting: 3,
      queueRunning: 2,
    });
    expect(h.errorRate).toBe(5);
    expect(h.apiLatency).toBe(28);
    expect(h.dataIngestion).toBe(120); // 600 events over 5 minutes
    expect(h.processingQueue).toBe(5);
    expect(h.uptime).toBe(61);
    expect(h.overall).toBe(80); // 5 % of 5xx: 20 points
    const none = computeHealth({
      samples: [],
      events: 0,
      waiting: 0,
      running: 0,
      uptimeS: 1,
      now: new Date(0),
    });
    expect(none).toMatchObject({ overall: 100, apiLatency: 0, errorRate: 0 });
    expect(none.details.p95Ms).toBeNull();
  });
});
