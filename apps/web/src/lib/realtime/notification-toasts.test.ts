import { describe, expect, it } from 'vitest';
import { achievementToast, alertToast, notificationToast } from './notification-toasts';

describe('pushed events as toasts (types and durations)', () => {
  it('user:notification keeps its type and duration, else info for 5000 ms', () => {
    expect(notificationToast({ title: 'Saved' })).toEqual({
      type: 'info',
      title: 'Saved',
      message: undefined,
      duration: 5000,
    });
    expect(
      notificationToast({ type: 'success', title: 'Done', message: 'ok', duration: 8000 }),
    ).toMatchObject({
      type: 'success',
      message: 'ok',
      duration: 8000,
    });
    expect(notificationToast({ title: 'x', duration: 0 }).duration).toBe(5000);
    expect(notificationToast({ title: 'x', duration: Number.NaN }).duration).toBe(5000);
  });

  it('user:achievement always lasts 10000 ms', () => {
    expect(achievementToast({ title: 'First lead', message: 'Austin Plumbing' })).toEqual({
      type: 'achievement',
      title: 'First lead',
      message: 'Austin Plumbing',
      duration: 10_000,
    });
  });

  it('performance:alert is a warning, or an error when critical', () => {
    const at = '2026-11-22T05:00:00Z';
    expect(alertToast({ severity: 'warning', message: 'Visits fell', at })).toEqual({
      type: 'warning',
      title: 'Performance alert',
      message: 'Visits fell',
      duration: 5000,
    });
    expect(alertToast({ severity: 'info', message: 'x', at }).type).toBe('warning');
    expect(alertToast({ severity: 'critical', message: 'Site down', at })).toMatchObject({
      type: 'error',
      title: 'Critical performance alert',
    });
  });
});
