import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { effectText, evidenceLabel, evidenceValue, failureText } from './format';

const effect = { metric: 'clicks' as const, unit: 'clicks/month', basis: 'x' };

describe('opportunity wording', () => {
  it('writes the expected effect as a range, marked when it is an estimate', () => {
    expect(effectText({ ...effect, low: 12, high: 30, estimate: true })).toBe(
      '+12-30 clicks/month, estimate',
    );
    expect(effectText({ ...effect, low: 5, high: 5, estimate: false })).toBe('+5 clicks/month');
    expect(effectText({ ...effect, low: 0, high: 0, estimate: true })).toBe('Effect not measured yet');
  });

  it("uses the server's message, else the screen's sentence", () => {
    expect(failureText(new ApiError({ message: 'Site is not live', status: 409 }), 'Failed')).toBe(
      'Site is not live',
    );
    expect(failureText(new ApiError({ message: 'An unknown error occurred', status: 500 }), 'Failed')).toBe(
      'Failed',
    );
    expect(failureText('nope', 'Failed')).toBe('Failed');
  });

  it('shows evidence values as text: numbers, lists, the addresses of examples', () => {
    expect(evidenceValue(1234.567)).toBe('1,234.57');
    expect(evidenceValue(['a', 'b'])).toBe('a, b');
    expect(
      evidenceValue([{ kind: 'set-title', path: '/a/', summary: 'Title of /a/ set' }, { summary: 'Done' }]),
    ).toBe('Title of /a/ set\nDone');
    expect(evidenceValue([{ url: 'https://x.example/a/', detail: { length: 45 } }])).toBe(
      'https://x.example/a/',
    );
    expect(evidenceValue({ min: 70 })).toBe('{"min":70}');
  });

  it('turns evidence keys into words', () => {
    expect(evidenceLabel('missingTitles')).toBe('Missing titles');
    expect(evidenceLabel('avg_position')).toBe('Avg position');
  });
});
