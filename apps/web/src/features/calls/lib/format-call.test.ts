import { describe, expect, it } from 'vitest';
import { describeCallStatus, formatCallLength } from './format-call';

describe('call formatting', () => {
  it('writes lengths as minutes and seconds', () => {
    expect(formatCallLength(0)).toBe('0:00');
    expect(formatCallLength(45)).toBe('0:45');
    expect(formatCallLength(723)).toBe('12:03');
  });
  it('names statuses in words', () => {
    expect(describeCallStatus('no-answer')).toBe('Not answered');
    expect(describeCallStatus('completed')).toBe('Answered');
  });
});
