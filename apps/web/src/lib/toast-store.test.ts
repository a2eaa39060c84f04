import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast } from './toast-store';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('builds a notification with the default duration and keeps one visible', () => {
    const first = toast({ type: 'success', title: 'One' });
    expect(first).toMatchObject({ type: 'success', title: 'One', duration: 5000 });
    expect(typeof first.id).toBe('string');
    expect(typeof first.timestamp).toBe('number');
    toast({ title: 'Two', message: 'second', duration: 10_000 });
    expect(getToasts().map((t) => t.title)).toEqual(['Two']);
    expect(toast({ type: 'achievement', title: 'First site live' }).duration).toBe(10_000);
  });

  it('removes a dismissed toast after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const t = toast({ title: 'Bye' });
    dismissToast(t.id);
    expect(getToasts()[0]).toMatchObject({ id: t.id, open: false });
    vi.advanceTimersByTime(999_999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
