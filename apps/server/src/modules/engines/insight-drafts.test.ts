import { describe, expect, it } from 'vitest';
import type { InsightDraft } from '../../lib/engine';
import { INSIGHTS_KEPT, prepareDrafts } from './insight-drafts';

const draft = (title: string, severity: InsightDraft['severity'] = 'info', key?: string): InsightDraft => ({
  title,
  detail: '',
  severity,
  figures: [],
  link: null,
  ...(key ? { key } : {}),
});

describe('insight drafts before storing (docs/engines.md#insights)', () => {
  it('one per key (the last wins), most severe first, in order otherwise', () => {
    const out = prepareDrafts([
      draft('a', 'info', 'k1'),
      draft('b', 'warning'),
      draft('c', 'critical', 'k2'),
      draft('a2', 'success', 'k1'),
      draft('d', 'info'),
    ]);
    expect(out.map((d) => d.title)).toEqual(['c', 'b', 'a2', 'd']);
  });

  it('keeps at most INSIGHTS_KEPT, the most severe', () => {
    const many = Array.from({ length: 150 }, (_, i) => draft(`i${i}`, i === 149 ? 'critical' : 'info'));
    const out = prepareDrafts(many);
    expect(out).toHaveLength(INSIGHTS_KEPT);
    expect(out[0]!.title).toBe('i149');
    expect(out.at(-1)!.title).toBe('i98');
  });

  it('trims over-long texts and figure lists', () => {
    const [d] = prepareDrafts([
      {
        ...draft('x'.repeat(1000)),
        figures: Array.from({ length: 30 }, (_, i) => ({ label: `f${i}`, value: i })),
      },
    ]);
    expect(d!.title).toHaveLength(300);
    expect(d!.figures).toHaveLength(20);
  });
});
